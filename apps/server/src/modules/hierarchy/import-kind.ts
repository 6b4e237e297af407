import { CALL_TYPE_LABELS } from '@ccms/contract/hierarchy';
import { HIERARCHY_IMPORT_COLUMNS } from '@ccms/contract/hierarchy-admin/import-columns';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { type AuditInput, recordAudit } from '../../platform/audit/record.ts';
import { badRequest } from '../../platform/errors.ts';
import type { ImportKindDefinition, ImportRange } from '../../platform/import-kind.ts';
import type { SealedDb, SealedTx } from '../../platform/sealed-db.ts';
import { categorySetFields } from './audit-entries.ts';
import { type CategorySetRecord, findBreakdownLabels } from './category-sets-repository.ts';
import { findBreakdownsForExport } from './import-export-repository.ts';
import {
  countWrittenSince,
  deleteCreatedLevels,
  findBreakdownRecords,
  findImportActor,
  findUnresolvedRow,
  insertNamedLevels,
  insertNewBreakdowns,
  lockChangedBreakdowns,
  lockNewBreakdowns,
  lockRestoredBreakdowns,
  removeNewBreakdowns,
  restoreChangedBreakdowns,
  updateChangedBreakdowns,
} from './import-repository.ts';
import { parseHierarchyRow } from './import-row.ts';
import { classifyBreakdownRows } from './import-rows-repository.ts';
import { lockLevelNames } from './levels-repository.ts';
import type { HierarchyLevel } from './list-definition-repository.ts';

/*
 * The 'Bilet Hiyerarşisi' import (docs/domain.md §26.4): one row per breakdown, found by its
 * three names; levels named in the file are found by name or created.
 * Each write records what the breakdown screens' saves record: an audit entry per row, written
 * by whoever applied (or undid) the import. The data versions follow by themselves (the
 * hierarchy tables' triggers), and no ticket is re-timed: a ticket keeps the rule set it was
 * opened under (§14.2 Re-timing), as when the screen gives a breakdown another rule set.
 */

const LEVELS: HierarchyLevel[] = ['types', 'categories', 'subCategories'];
const LEVEL_ENTITY = {
  types: 'ticketType',
  categories: 'ticketCategory',
  subCategories: 'ticketSubCategory',
} as const;

/** One insert per thousand entries: a large batch stays under the statement's parameter limit. */
async function recordInChunks(tx: SealedTx, entries: AuditInput[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await recordAudit(tx, entries.slice(start, start + 1000));
  }
}

/** Names writes of every level wait for the import, as for a screen's add (levels-service.ts). */
async function lockAllLevelNames(tx: SealedTx): Promise<void> {
  for (const level of LEVELS) await lockLevelNames(tx, level);
}

type LevelChange = { level: HierarchyLevel; row: { id: string; name: string } };

const levelEntries = (
  user: { id: string },
  changes: LevelChange[],
  action: 'create' | 'delete',
): AuditInput[] =>
  changes.map(({ level, row }) => ({
    user,
    entityType: LEVEL_ENTITY[level],
    entityId: row.id,
    entityLabel: row.name,
    action,
    before: action === 'create' ? null : row,
    after: action === 'create' ? row : null,
  }));

/** Audit entries of breakdowns, from their rows before and after (null: created or deleted). */
function breakdownEntries(
  user: { id: string },
  pairs: { before: CategorySetRecord | null; after: CategorySetRecord | null }[],
  labels: Map<string, string>,
): AuditInput[] {
  return pairs.map(({ before, after }) => {
    const id = (after ?? before)!.id;
    return {
      user,
      entityType: 'categorySet',
      entityId: id,
      entityLabel: labels.get(id) ?? id,
      action: before === null ? 'create' : after === null ? 'delete' : 'update',
      before: before && categorySetFields(before),
      after: after && categorySetFields(after),
    };
  });
}

/** Writes the range's new and changed breakdowns (and the levels they name) in `tx`. */
async function applyBreakdownRows(
  tx: SealedTx,
  importId: string,
  range: ImportRange,
): Promise<void> {
  await lockAllLevelNames(tx);
  const levels: LevelChange[] = [];
  for (const level of LEVELS) {
    const rows = await insertNamedLevels(tx, importId, level, range);
    levels.push(...rows.map((row) => ({ level, row })));
  }
  const unresolved = await findUnresolvedRow(tx, importId, range);
  if (unresolved !== null) throw badRequest(M.importRowStale(unresolved));
  const changedBefore = await lockChangedBreakdowns(tx, importId, range);
  const changedIds = await updateChangedBreakdowns(tx, importId, range);
  const insertedIds = await insertNewBreakdowns(tx, importId, range);
  const written = await findBreakdownRecords(tx, [...changedIds, ...insertedIds]);
  const writtenById = new Map(written.map((row) => [row.id, row]));
  const user = { id: await findImportActor(tx, importId, 'apply') };
  const labels = await findBreakdownLabels(tx, [...writtenById.keys()]);
  await recordInChunks(tx, [
    ...levelEntries(user, levels, 'create'),
    ...breakdownEntries(
      user,
      [
        ...changedBefore.map((before) => ({ before, after: writtenById.get(before.id) ?? null })),
        ...insertedIds.map((id) => ({ before: null, after: writtenById.get(id) ?? null })),
      ].filter((pair) => pair.after !== null),
      labels,
    ),
  ]);
}

/**
 * Puts the hierarchy back as it was before the import: changed breakdowns get their values
 * back, new ones go (countWrittenSince said nobody has used them), and so do the levels the
 * import created that no breakdown names any more.
 */
async function undoBreakdownRows(tx: SealedTx, importId: string): Promise<void> {
  await lockAllLevelNames(tx);
  const user = { id: await findImportActor(tx, importId, 'undo') };
  const restoredBefore = await lockRestoredBreakdowns(tx, importId);
  const removedBefore = await lockNewBreakdowns(tx, importId);
  const labels = await findBreakdownLabels(tx, [
    ...restoredBefore.map((row) => row.id),
    ...removedBefore.map((row) => row.id),
  ]);
  const restoredIds = await restoreChangedBreakdowns(tx, importId);
  const { hiddenIds } = await removeNewBreakdowns(tx, importId);
  const after = new Map(
    (await findBreakdownRecords(tx, [...restoredIds, ...hiddenIds])).map((row) => [row.id, row]),
  );
  const levels: LevelChange[] = [];
  for (const level of LEVELS) {
    const rows = await deleteCreatedLevels(tx, importId, level);
    levels.push(...rows.map((row) => ({ level, row })));
  }
  const pairs = [...restoredBefore, ...removedBefore].map((before) => ({
    before,
    after: after.get(before.id) ?? null,
  }));
  await recordInChunks(tx, [
    ...breakdownEntries(user, pairs, labels),
    ...levelEntries(user, levels, 'delete'),
  ]);
}

/** Every breakdown not deleted, as the template's cells (the engine writes switches Evet / Hayır). */
async function* exportBreakdownRows(db: SealedDb) {
  for (const row of await findBreakdownsForExport(db)) {
    yield {
      type: row.type,
      category: row.category,
      subCategory: row.subCategory,
      callType: CALL_TYPE_LABELS[row.callType as 1 | 2] ?? String(row.callType),
      ruleSet: row.ruleSet ?? '',
      isActive: row.isActive,
      isManagerSee: row.isManagerSee,
      canGoEcommerceBackOffice: row.canGoEcommerceBackOffice,
      isAllergy: row.isAllergy,
      isSms: row.isSms,
      is48HoursSms: row.is48HoursSms,
      canStoreView: row.canStoreView,
      isAppreciationMail: row.isAppreciationMail,
      isRedAlarm: row.isRedAlarm,
      isCrossOrder: row.isCrossOrder,
      isIvr: row.isIvr,
      isOnlineShop: row.isOnlineShop,
      mailGroup: row.mailGroup ?? '',
      script: row.script ?? '',
    };
  }
}

/** The 'Bilet Hiyerarşisi' kind of the 'İçe Aktar' screen. */
export const hierarchyImportKind: ImportKindDefinition = {
  kind: 'hierarchy',
  fileBaseName: 'bilet-hiyerarsisi',
  sheetName: 'Bilet Hiyerarşisi',
  columns: HIERARCHY_IMPORT_COLUMNS,
  parseRow: parseHierarchyRow,
  classifySql: classifyBreakdownRows,
  applyRows: applyBreakdownRows,
  countWrittenSince,
  undo: undoBreakdownRows,
  exportRows: exportBreakdownRows,
};
