import { HIERARCHY_MESSAGES } from '@ccms/contract/hierarchy';
import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { RULE_SET_MESSAGES } from '@ccms/contract/rule-sets';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminAuditLog,
  categorySetMails,
  dataImportRows,
  dataImports,
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { ImportRange } from '../../platform/import-kind.ts';
import { HIERARCHY_ADMINISTRATION, setUpAdminWorld } from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { randomToken } from '../../test/http-support.ts';
import { classifyRows } from '../imports/repository.ts';
import { hierarchyImportKind as kind } from './import-kind.ts';

type Cells = Record<string, string>;

/** Every column's cell, '' unless given. */
const cellsOf = (cells: Cells) => ({
  ...Object.fromEntries(kind.columns.map((column) => [column.field, ''])),
  ...cells,
});

/**
 * Stages `rows` (row 2 on) as the imports engine does: parseRow, the later of two rows with one
 * key refused, then the kind's classification in one UPDATE. Answers the import's id.
 */
async function stageImport(db: Executor, userId: string, rows: Cells[]): Promise<string> {
  const [created] = await db
    .insert(dataImports)
    .values({
      kind: 'hierarchy',
      fileName: 'bilet-hiyerarsisi.xlsx',
      fileKey: `test/${randomToken()}`,
      fileSize: 1,
      state: 'reading',
      createdByUserId: userId,
    })
    .returning();
  const importId = created!.id;
  const seen = new Set<string>();
  await db.insert(dataImportRows).values(
    rows.map((cells, index) => {
      const rowNumber = index + 2;
      const parsed = kind.parseRow(cellsOf(cells));
      if (!parsed.ok) {
        return {
          importId,
          rowNumber,
          outcome: 'refused',
          problemColumn: parsed.problem.column,
          problemMessage: parsed.problem.message,
        };
      }
      const repeated = seen.has(parsed.key);
      seen.add(parsed.key);
      return {
        importId,
        rowNumber,
        key: parsed.key,
        data: parsed.data,
        ...(repeated && { outcome: 'refused', problemMessage: 'aynı kayıt' }),
      };
    }),
  );
  await db.transaction((tx) => classifyRows(tx, importId, kind.classifySql(importId)));
  await db
    .update(dataImports)
    .set({ state: 'checked', checkedAt: new Date() })
    .where(eq(dataImports.id, importId));
  return importId;
}

async function outcomesOf(db: Executor, importId: string) {
  const rows = await db
    .select()
    .from(dataImportRows)
    .where(eq(dataImportRows.importId, importId))
    .orderBy(dataImportRows.rowNumber);
  return rows.map((row) =>
    row.outcome === 'refused'
      ? { outcome: row.outcome, column: row.problemColumn, message: row.problemMessage }
      : { outcome: row.outcome },
  );
}

/** Applies the rows of `range` (all by default) in one transaction, as an apply batch does. */
async function apply(db: Executor, importId: string, range: ImportRange = { from: 2, to: 1e6 }) {
  await db.transaction((tx) => kind.applyRows(tx, importId, range));
  await db
    .update(dataImports)
    .set({ state: 'applied', appliedAt: new Date() })
    .where(eq(dataImports.id, importId));
}

const writtenSince = (db: Executor, importId: string) =>
  db.transaction((tx) => kind.countWrittenSince(tx, importId));
const undo = (db: Executor, importId: string) => db.transaction((tx) => kind.undo(tx, importId));

/** The export's rows as its file's cells read back (switches 'Evet' / 'Hayır'). */
async function exportedRows(db: Executor) {
  const rows: Cells[] = [];
  for await (const row of kind.exportRows(db)) {
    rows.push(
      Object.fromEntries(
        Object.entries(row).map(([field, value]) => [
          field,
          typeof value === 'boolean' ? (value ? 'Evet' : 'Hayır') : String(value ?? ''),
        ]),
      ),
    );
  }
  return rows;
}

describe.each(TEST_BACKENDS)('the hierarchy import on %s', (backend) => {
  const world = setUpAdminWorld(backend, HIERARCHY_ADMINISTRATION);
  const db = () => world.ctx.db;

  /** A breakdown of new levels, with its names as a file row names it. */
  async function storedBreakdown(values: Partial<typeof ticketCategorySets.$inferInsert> = {}) {
    const [type, category, subCategory] = [
      await world.type(),
      await world.category(),
      await world.subCategory(),
    ];
    const row = await world.breakdown({
      typeId: type.id,
      categoryId: category.id,
      subCategoryId: subCategory.id,
      ...values,
    });
    const names = { type: type.name, category: category.name, subCategory: subCategory.name };
    return { row, names, type, category, subCategory };
  }

  /** Names no stored level has. */
  const freshNames = () => ({
    type: `Yeni Tip ${randomToken()}`,
    category: `Yeni Kategori ${randomToken()}`,
    subCategory: `Yeni Alt ${randomToken()}`,
  });

  async function breakdownOfNames(names: { type: string; category: string; subCategory: string }) {
    const rows = await exportedRows(db());
    return rows.find(
      (row) =>
        row.type === names.type &&
        row.category === names.category &&
        row.subCategory === names.subCategory,
    );
  }

  it('classifies new, changed and unchanged rows and adds what the file names', async () => {
    const same = await storedBreakdown({ isManagerSee: true });
    const changed = await storedBreakdown();
    const fresh = freshNames();
    const ruleSet = world.openRuleSet.name;
    const importId = await stageImport(db(), world.admin.id, [
      { ...fresh, ruleSet, callType: 'E-Commerce', isSms: 'Evet', mailGroup: world.mailGroup.name },
      // Names in another case find the stored rows; empty switches keep theirs.
      {
        type: same.names.type.toLocaleUpperCase('tr-TR'),
        category: same.names.category,
        subCategory: same.names.subCategory,
      },
      {
        ...changed.names,
        ruleSet: world.closedRuleSet.name,
        isAllergy: 'Evet',
        script: 'Dinleyin.',
      },
    ]);
    expect(await outcomesOf(db(), importId)).toEqual([
      { outcome: 'new' },
      { outcome: 'unchanged' },
      { outcome: 'changed' },
    ]);

    await apply(db(), importId);
    expect(await breakdownOfNames(fresh)).toMatchObject({
      callType: 'E-Commerce',
      ruleSet,
      isActive: 'Evet',
      isSms: 'Evet',
      isManagerSee: 'Hayır',
      mailGroup: world.mailGroup.name,
      script: '',
    });
    expect(await world.setRow(changed.row.id)).toMatchObject({
      ruleSetId: world.closedRuleSet.id,
      isAllergy: true,
      script: 'Dinleyin.',
    });
    expect(await world.setRow(same.row.id)).toMatchObject({ isManagerSee: true });
    const [entry] = await world.auditEntriesOf(changed.row.id);
    expect(entry).toMatchObject({
      userId: world.admin.id,
      action: 'update',
      entityLabel: `${changed.names.type} - ${changed.names.category} - ${changed.names.subCategory}`,
      before: expect.objectContaining({ isAllergy: false }),
      after: expect.objectContaining({ isAllergy: true }),
    });
    const [type] = await db().select().from(ticketTypes).where(eq(ticketTypes.name, fresh.type));
    // The id a created level gets passes the contract's uuid checks (the screens answer it).
    expect(z.uuid().safeParse(type!.id).success).toBe(true);
    expect(await world.auditEntriesOf(type!.id)).toMatchObject([
      { entityType: 'ticketType', action: 'create' },
    ]);
  });

  it('refuses rows the breakdown screens refuse, each with its column and reason', async () => {
    const [silentRuleSet] = await db()
      .insert(ruleSets)
      .values({ name: `Akışsız Kural ${randomToken()}` })
      .returning();
    const inactiveType = await world.type({ isActive: false });
    const kept = await storedBreakdown({ mailGroupId: world.inactiveMailGroup.id });
    const ruleSet = world.openRuleSet.name;
    const importId = await stageImport(db(), world.admin.id, [
      { ...freshNames(), ruleSet: 'Böyle Bir Kural Yok' },
      { ...freshNames(), ruleSet: world.inactiveRuleSet.name },
      { ...freshNames(), ruleSet: silentRuleSet!.name },
      { ...freshNames() },
      { ...freshNames(), ruleSet, mailGroup: 'Böyle Bir Grup Yok' },
      { ...freshNames(), ruleSet, mailGroup: world.inactiveMailGroup.name },
      { ...freshNames(), ruleSet: world.closedRuleSet.name, isSms: 'Evet' },
      { ...freshNames(), ruleSet, isAppreciationMail: 'Evet', isRedAlarm: 'Evet' },
      { ...freshNames(), type: inactiveType.name, ruleSet },
      // Allowed: a new breakdown under an inactive type when it starts passive; a group the
      // breakdown already has though it is inactive now.
      { ...freshNames(), type: inactiveType.name, ruleSet, isActive: 'Hayır' },
      { ...kept.names, mailGroup: world.inactiveMailGroup.name },
      { type: '', category: 'x', subCategory: 'y', ruleSet },
    ]);
    const refused = (column: string, message: string) => ({ outcome: 'refused', column, message });
    expect(await outcomesOf(db(), importId)).toEqual([
      refused('Kural Seti', HIERARCHY_MESSAGES.ruleSetNotFound),
      refused('Kural Seti', HIERARCHY_MESSAGES.ruleSetNotFound),
      refused('Kural Seti', RULE_SET_MESSAGES.noWriteFlowForBreakdown),
      refused('Kural Seti', M.ruleSetRequired),
      refused('Mail Grubu', M.mailGroupNotFound),
      refused('Mail Grubu', M.mailGroupNotFound),
      refused('SMS', M.smsWithClosedRuleSet),
      refused('Kırmızı Alarm Maili', M.redAlarmWithAppreciation),
      refused('Aktif', M.inactiveLevel),
      { outcome: 'new' },
      { outcome: 'unchanged' },
      refused('Bilet Tipi', M.nameRequired),
    ]);
  });

  it('creates a level named by several rows once, whichever row is written first', async () => {
    const ruleSet = world.openRuleSet.name;
    const type = `Sonraki Tip ${randomToken()}`;
    const category = `Ortak Kategori ${randomToken()}`;
    const importId = await stageImport(db(), world.admin.id, [
      { type, category, subCategory: `Alt ${randomToken()}`, ruleSet },
      {
        type: type.toLocaleUpperCase('tr-TR'),
        category,
        subCategory: `Alt ${randomToken()}`,
        ruleSet,
      },
    ]);
    expect(await outcomesOf(db(), importId)).toEqual([{ outcome: 'new' }, { outcome: 'new' }]);
    // The later row's batch first: it creates the type the earlier row names too.
    await apply(db(), importId, { from: 3, to: 3 });
    await apply(db(), importId, { from: 2, to: 2 });
    const types = await db()
      .select()
      .from(ticketTypes)
      .where(inArray(ticketTypes.name, [type, type.toLocaleUpperCase('tr-TR')]));
    expect(types).toHaveLength(1);
    expect(types[0]!.name).toBe(type.toLocaleUpperCase('tr-TR'));
    const sets = await db()
      .select()
      .from(ticketCategorySets)
      .where(eq(ticketCategorySets.typeId, types[0]!.id));
    expect(sets).toHaveLength(2);
  });

  it('writes nothing twice: a batch applied again, the same file again', async () => {
    const changed = await storedBreakdown();
    const rows = [
      { ...freshNames(), ruleSet: world.openRuleSet.name, isIvr: 'Evet' },
      { ...changed.names, isCrossOrder: 'Evet', isOnlineShop: '1' },
    ];
    const first = await stageImport(db(), world.admin.id, rows);
    await apply(db(), first);
    const snapshot = await exportedRows(db());
    const [audits] = await db().select({ n: sql<number>`count(*)::int` }).from(adminAuditLog);
    await apply(db(), first);
    expect(await exportedRows(db())).toEqual(snapshot);
    const [auditsAgain] = await db().select({ n: sql<number>`count(*)::int` }).from(adminAuditLog);
    expect(auditsAgain!.n).toBe(audits!.n);

    const second = await stageImport(db(), world.admin.id, rows);
    expect(await outcomesOf(db(), second)).toEqual([
      { outcome: 'unchanged' },
      { outcome: 'unchanged' },
    ]);
  });

  it('undoes an import: values back, new breakdowns and their new levels gone', async () => {
    const changed = await storedBreakdown({ callType: 2, isSms: true });
    const fresh = freshNames();
    // A level the file names that exists already stays after the undo.
    const sharedCategory = await world.category();
    const importId = await stageImport(db(), world.admin.id, [
      { ...fresh, ruleSet: world.openRuleSet.name },
      { ...freshNames(), category: sharedCategory.name, ruleSet: world.openRuleSet.name },
      { ...changed.names, callType: 'Inbound', isSms: 'Hayır', ruleSet: world.closedRuleSet.name },
    ]);
    await apply(db(), importId);
    const created = await breakdownOfNames(fresh);
    expect(created).toBeDefined();
    expect(await writtenSince(db(), importId)).toBe(0);

    await undo(db(), importId);
    expect(await breakdownOfNames(fresh)).toBeUndefined();
    expect(await world.setRow(changed.row.id)).toMatchObject({
      callType: 2,
      isSms: true,
      ruleSetId: world.openRuleSet.id,
    });
    const leftTypes = await db().select().from(ticketTypes).where(eq(ticketTypes.name, fresh.type));
    expect(leftTypes).toEqual([]);
    const [category] = await db()
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.id, sharedCategory.id));
    expect(category).toMatchObject({ name: sharedCategory.name, isActive: true });
    expect((await world.auditEntriesOf(changed.row.id)).map((entry) => entry.action)).toEqual([
      'update',
      'update',
    ]);
  });

  it('counts what has been written on its rows since, which keeps it from being undone', async () => {
    const edited = await storedBreakdown();
    const fresh = freshNames();
    const importId = await stageImport(db(), world.admin.id, [
      { ...edited.names, isAllergy: 'Evet' },
      { ...fresh, ruleSet: world.openRuleSet.name },
    ]);
    await apply(db(), importId);
    expect(await writtenSince(db(), importId)).toBe(0);

    await db()
      .update(ticketCategorySets)
      .set({ isAllergy: false })
      .where(eq(ticketCategorySets.id, edited.row.id));
    expect(await writtenSince(db(), importId)).toBe(1);

    const [newSet] = await db()
      .select()
      .from(dataImportRows)
      .where(and(eq(dataImportRows.importId, importId), eq(dataImportRows.rowNumber, 3)));
    await db()
      .insert(categorySetMails)
      .values({ ticketCategorySetId: newSet!.entityId!, emailAddress: 'ekip@example.com' });
    expect(await writtenSince(db(), importId)).toBe(2);

    await db()
      .update(ticketTypes)
      .set({ name: `${fresh.type} (yeni adı)` })
      .where(eq(ticketTypes.name, fresh.type));
    expect(await writtenSince(db(), importId)).toBe(3);
  });

  it('exports every breakdown in the template shape; importing the export changes nothing', async () => {
    await storedBreakdown({
      callType: 2,
      isCrossOrder: true,
      canStoreView: true,
      script: 'Sipariş numarasını alın.',
      mailGroupId: world.inactiveMailGroup.id,
    });
    await storedBreakdown({ ruleSetId: null, isActive: false });
    await storedBreakdown({ isActive: false, isAppreciationMail: true });
    const rows = await exportedRows(db());
    expect(Object.keys(rows[0]!)).toEqual(kind.columns.map((column) => column.field));
    const importId = await stageImport(db(), world.admin.id, rows);
    const outcomes = await outcomesOf(db(), importId);
    expect(outcomes).toHaveLength(rows.length);
    expect(outcomes.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
  });

  it('stops a batch whose rule set was deleted after the check, writing nothing', async () => {
    const [ruleSet] = await db()
      .insert(ruleSets)
      .values({ name: `Silinecek Kural ${randomToken()}` })
      .returning();
    await db().execute(sql`insert into rule_set_flows (rule_set_id, role_id, action_status)
      values (${ruleSet!.id}, ${world.writer.id}, 1)`);
    const fresh = freshNames();
    const importId = await stageImport(db(), world.admin.id, [
      { ...fresh, ruleSet: ruleSet!.name },
    ]);
    await db().update(ruleSets).set({ isActive: false }).where(eq(ruleSets.id, ruleSet!.id));
    await expect(apply(db(), importId)).rejects.toMatchObject({
      messages: [M.importRowStale(2)],
    });
    expect(await breakdownOfNames(fresh)).toBeUndefined();
  });
});
