import type { TNamedAdminRow, TNamedWrite } from '@ccms/contract/reference-admin/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import type { Database, Executor } from '../../../platform/db.ts';
import type { Written } from '../../../platform/written.ts';
import { createReferenceRow, type ReferenceRowStore, updateReferenceRow } from '../admin-rows.ts';
import { sortTurkish } from '../service.ts';
import {
  findAllNamedRows,
  insertNamedRow,
  isNamedRowNameTaken,
  lockNamedRow,
  lockNamedRowNames,
  type NamedKind,
  updateNamedRow,
} from './repository.ts';

/** Customer voices and delivery types: a name and an active switch each. */
function storeOf(kind: NamedKind): ReferenceRowStore<TNamedAdminRow> {
  return {
    kind,
    lockNames: (tx: Executor) => lockNamedRowNames(tx, kind),
    isNameTaken: (tx, name, exceptId) => isNamedRowNameTaken(tx, kind, name, exceptId),
    insert: (tx, row) => insertNamedRow(tx, kind, row),
    lock: (tx, id) => lockNamedRow(tx, kind, id),
    update: (tx, row) => updateNamedRow(tx, kind, row),
  };
}

/** GetAllCustomerVoices / GetAllDeliveryTypes: the definitions screen's rows, inactive too. */
export async function listAllNamedRows(db: Database, kind: NamedKind): Promise<TNamedAdminRow[]> {
  return sortTurkish(await findAllNamedRows(db, kind), (row) => row.name);
}

type NamedCreate = { id?: string | undefined; name: string; isActive: boolean };

export function createNamedRow(
  db: Database,
  user: CurrentUser,
  kind: NamedKind,
  input: NamedCreate,
): Promise<Written<TNamedAdminRow>> {
  const build = (_tx: Executor, id: string) => ({ id, name: input.name, isActive: input.isActive });
  return createReferenceRow(db, user, storeOf(kind), build, input.id);
}

export function updateNamedReferenceRow(
  db: Database,
  user: CurrentUser,
  kind: NamedKind,
  input: TNamedWrite,
): Promise<Written<TNamedAdminRow>> {
  return updateReferenceRow(db, user, storeOf(kind), input);
}
