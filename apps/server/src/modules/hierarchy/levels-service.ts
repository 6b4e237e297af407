import type { AuditEntityType } from '@ccms/contract/audit-log';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import type { CurrentUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit/record.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../platform/sealed-db.ts';
import type { Written } from '../../platform/written.ts';
import { categorySetAuditEntries } from './audit-entries.ts';
import {
  cascadeLevelActivity,
  insertLevelRow,
  isLevelNameTaken,
  lockLevelNames,
  lockLevelRow,
  updateLevelRow,
} from './levels-repository.ts';
import type { HierarchyLevel } from './list-definition-repository.ts';

const ENTITY_OF_LEVEL: Record<HierarchyLevel, AuditEntityType> = {
  types: 'ticketType',
  categories: 'ticketCategory',
  subCategories: 'ticketSubCategory',
};

type LevelInput = Required<THierarchyItemWrite>;
type LevelRow = { id: string; name: string; isActive: boolean; isDeleted: boolean };
type SavedLevel = Written<LevelRow & { touchedCategorySets: number }>;

/** addtickettype and its twins: a new row with the client's id and a name the level lacks. */
export async function addHierarchyLevel(
  db: SealedDb,
  user: CurrentUser,
  level: HierarchyLevel,
  input: LevelInput,
): Promise<SavedLevel> {
  return inTransaction(db, async (tx) => {
    await lockLevelNames(tx, level);
    if (await isLevelNameTaken(tx, level, input.name)) throw conflict(M.duplicateName[level]);
    const row = await insertLevelRow(tx, level, input);
    if (!row) throw conflict(M.idTaken);
    await recordAudit(tx, {
      user,
      entityType: ENTITY_OF_LEVEL[level],
      entityId: row.id,
      entityLabel: row.name,
      action: 'create',
      before: null,
      after: row,
    });
    return { data: { ...row, touchedCategorySets: 0 }, messages: [MESSAGES.saved] };
  });
}

/**
 * updatetickettype and its twins: renames and (de)activates a row. When the active switch
 * changes, the row's breakdowns follow it in the same transaction (docs/domain.md §14.1
 * Cascade) and each changed breakdown gets its own audit entry.
 */
export async function updateHierarchyLevel(
  db: SealedDb,
  user: CurrentUser,
  level: HierarchyLevel,
  input: LevelInput,
): Promise<SavedLevel> {
  return inTransaction(db, async (tx) => {
    await lockLevelNames(tx, level);
    const before = await lockLevelRow(tx, level, input.id);
    if (!before || before.isDeleted) throw notFound(M.levelNotFound);
    // Only a new name is checked: switching a row on or off never fails on its own name.
    const sameName = (a: string) => a.trim().toLocaleLowerCase('tr-TR');
    const renamed = sameName(before.name) !== sameName(input.name);
    if (renamed && (await isLevelNameTaken(tx, level, input.name, input.id))) {
      throw conflict(M.duplicateName[level]);
    }
    if (before.name === input.name && before.isActive === input.isActive) {
      return { data: { ...before, touchedCategorySets: 0 }, messages: [MESSAGES.saved] };
    }
    const after = await updateLevelRow(tx, level, input.id, input);
    const touched =
      before.isActive === after.isActive
        ? []
        : await cascadeLevelActivity(tx, level, after.id, after.isActive);
    await recordAudit(tx, [
      {
        user,
        entityType: ENTITY_OF_LEVEL[level],
        entityId: after.id,
        entityLabel: after.name,
        action: 'update',
        before,
        after,
      },
      ...(await categorySetAuditEntries(tx, user, touched, { isActive: !after.isActive })),
    ]);
    const messages: string[] = [MESSAGES.saved];
    if (touched.length > 0) messages.push(M.categorySetsTouched(touched.length, after.isActive));
    return { data: { ...after, touchedCategorySets: touched.length }, messages };
  });
}
