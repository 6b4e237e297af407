import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import { createReferenceRow, type ReferenceRowStore, updateReferenceRow } from '../admin-rows.ts';
import {
  countSources,
  findAllSources,
  insertSource,
  isSourceNameTaken,
  lockSource,
  lockSourceNames,
  updateSourceRow,
} from './repository.ts';

const SOURCES: ReferenceRowStore<TSourceAdminRow> = {
  kind: 'source',
  lockNames: lockSourceNames,
  isNameTaken: isSourceNameTaken,
  insert: insertSource,
  lock: lockSource,
  update: updateSourceRow,
};

/** sources/GetAllSources: the definitions screen's sources, inactive ones too. */
export function listAllSources(db: SealedDb): Promise<TSourceAdminRow[]> {
  return findAllSources(db);
}

type SourceCreate = {
  id?: string | undefined;
  name: string;
  isActive: boolean;
  groupName: string;
  order?: number | undefined;
};

/**
 * sources/CreateSource: group 'Genel' unless given; without an order the new source goes to the
 * end of the list (its place is the number of sources, docs/domain.md §14.3 Sources).
 */
export function createSource(
  db: SealedDb,
  user: CurrentUser,
  input: SourceCreate,
): Promise<Written<TSourceAdminRow>> {
  return createReferenceRow(
    db,
    user,
    SOURCES,
    async (tx, id) => ({
      id,
      name: input.name,
      isActive: input.isActive,
      isDeleted: false,
      groupName: input.groupName,
      order: input.order ?? (await countSources(tx)),
    }),
    input.id,
  );
}

type SourceUpdate = Partial<Omit<TSourceAdminRow, 'isDeleted'>> & { id: string; name: string };

export function updateSource(
  db: SealedDb,
  user: CurrentUser,
  input: SourceUpdate,
): Promise<Written<TSourceAdminRow>> {
  return updateReferenceRow(db, user, SOURCES, input);
}
