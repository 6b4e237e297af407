import type { TNamedAdminRow, TNamedWrite } from '@ccms/contract/reference-admin/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
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
    lockNames: (tx: SealedDb) => lockNamedRowNames(tx, kind),
    isNameTaken: (tx, name, exceptId) => isNamedRowNameTaken(tx, kind, name, exceptId),
    insert: (tx, row) => insertNamedRow(tx, kind, row),
    lock: (tx, id) => lockNamedRow(tx, kind, id),
    update: (tx, row) => updateNamedRow(tx, kind, row),
  };
}

/** GetAllCustomerVoices / GetAllDeliveryTypes: the definitions screen's rows, inactive too. */
export async function listAllNamedRows(db: SealedDb, kind: NamedKind): Promise<TNamedAdminRow[]> {
  return sortTurkish(await findAllNamedRows(db, kind), (row) => row.name);
}

type NamedCreate = { id?: string | undefined; name: string; isActive: boolean };

export function createNamedRow(
  db: SealedDb,
  user: CurrentUser,
  kind: NamedKind,
  input: NamedCreate,
): Promise<Written<TNamedAdminRow>> {
  const build = (_tx: SealedDb, id: string) => ({ id, name: input.name, isActive: input.isActive });
  return createReferenceRow(db, user, storeOf(kind), build, input.id);
}

export function updateNamedReferenceRow(
  db: SealedDb,
  user: CurrentUser,
  kind: NamedKind,
  input: TNamedWrite,
): Promise<Written<TNamedAdminRow>> {
  return updateReferenceRow(db, user, storeOf(kind), input);
}
