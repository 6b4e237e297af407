import { randomUUID } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import type { TPaged } from '@ccms/contract/envelope';
import { HIERARCHY_MESSAGES, type TCategorySet } from '@ccms/contract/hierarchy';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminWorld,
  createAdminWorld,
  HIERARCHY_ADMINISTRATION,
} from '../../test/admin-world.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  getOk,
  messagesOf,
  post,
  postOk,
  randomToken,
  readSheet,
} from '../../test/http-support.ts';
import { applyImport, importFile } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { writeImportExport, writeImportTemplate } from '../imports/workbook.ts';
import { hierarchyImportKind } from './import-kind.ts';

/** The bytes a workbook writer writes. */
async function fileOf(write: (output: Writable) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

const HEADERS = hierarchyImportKind.columns.map((column) => column.header);

/** A ';' CSV of the template's columns; each row by field, empty cells left out. */
const csvOf = (rows: Record<string, string>[]) =>
  [
    HEADERS.join(';'),
    ...rows.map((row) =>
      hierarchyImportKind.columns.map((column) => row[column.field] ?? '').join(';'),
    ),
  ].join('\n');

describe.each(TEST_BACKENDS)("the 'Bilet Hiyerarşisi' import through the API on %s", (backend) => {
  let ctx: TestContext;
  let world: AdminWorld<typeof HIERARCHY_ADMINISTRATION>;
  let importer: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { runJobs: true });
    world = await createAdminWorld(ctx.db, HIERARCHY_ADMINISTRATION);
    importer = await createUserWithPermissions(ctx.db, ['Admin']);
  }, 60_000);
  afterAll(() => ctx?.close());

  /** A breakdown as the 'Bilet Kategori Setleri' list shows it. */
  const breakdownRow = async (id: string) => {
    const { typeId } = await world.setRow(id);
    const page = await postOk<TPaged<TCategorySet>>(
      ctx,
      world.admin,
      '/api/tickethierarchy/getticketcategorysets',
      { filters: [{ propertyName: 'typeId', operator: 'equal', targetValue: typeId }] },
    );
    return page.items.find((row) => row.id === id);
  };

  /** FindTicketCategorySets: the breakdowns the screen's search finds. */
  const findBySubCategory = (term: string) =>
    postOk<TCategorySet[]>(ctx, world.admin, '/api/tickethierarchy/FindTicketCategorySets', {
      term,
    });

  it('writes a template with the screen headers and reads its own export back unchanged', async () => {
    const [headers, sample] = await readSheet(
      await fileOf((out) => writeImportTemplate(out, hierarchyImportKind)),
    );
    expect(headers).toEqual(HEADERS);
    expect(sample).toEqual(hierarchyImportKind.columns.map((column) => column.sample));

    await world.breakdown({ callType: 2, isSms: true, script: 'Sipariş no alın.' });
    await world.breakdown({ ruleSetId: null, isActive: false });
    const exported = await fileOf((out) => writeImportExport(out, hierarchyImportKind, ctx.db));
    const rows = (await readSheet(exported)).length - 1;
    expect(rows).toBeGreaterThanOrEqual(2);
    const checked = await importFile(
      ctx,
      importer,
      'hierarchy',
      'bilet-hiyerarsisi.xlsx',
      exported,
    );
    expect(checked).toMatchObject({
      state: 'checked',
      newCount: 0,
      changedCount: 0,
      refusedCount: 0,
      unchangedCount: rows,
    });
  }, 60_000);

  it('previews, applies, changes nothing the second time, and undoes unless written since', async () => {
    const changed = await world.breakdown();
    const changedNames = await breakdownRow(changed.id);
    const fresh = {
      type: `İçe Tip ${randomToken()}`,
      category: `İçe Kategori ${randomToken()}`,
      subCategory: `İçe Alt ${randomToken()}`,
    };
    const csv = csvOf([
      { ...fresh, ruleSet: world.openRuleSet.name, isManagerSee: 'Evet' },
      {
        type: changedNames!.typeName,
        category: changedNames!.categoryName,
        subCategory: changedNames!.subCategoryName,
        callType: 'E-Commerce',
      },
      { ...fresh, subCategory: `Başka ${randomToken()}`, ruleSet: 'Olmayan Kural' },
    ]);
    const checked = await importFile(ctx, importer, 'hierarchy', 'hiyerarsi.csv', csv);
    expect(checked).toMatchObject({ newCount: 1, changedCount: 1, refusedCount: 1 });
    const refused = await getOk<TPaged<TImportRow>>(
      ctx,
      importer,
      `/api/import/getImportRows?importId=${checked.id}`,
    );
    expect(refused.items).toMatchObject([
      {
        rowNumber: 4,
        problemColumn: 'Kural Seti',
        problemMessage: HIERARCHY_MESSAGES.ruleSetNotFound,
      },
    ]);
    expect((await world.setRow(changed.id)).callType).toBe(1);

    await applyImport(ctx, importer, checked.id);
    expect(await breakdownRow(changed.id)).toMatchObject({ callType: 2 });
    expect(await findBySubCategory(fresh.subCategory)).toMatchObject([
      {
        typeName: fresh.type,
        categoryName: fresh.category,
        subCategoryName: fresh.subCategory,
        isManagerSee: true,
        isActive: true,
      },
    ]);

    const again = await importFile(ctx, importer, 'hierarchy', 'hiyerarsi.csv', csv);
    expect(again).toMatchObject({ newCount: 0, changedCount: 0, unchangedCount: 2 });

    // An edit on the breakdown screen since keeps the import from being undone.
    const row = (await breakdownRow(changed.id))!;
    const edit = (isAllergy: boolean) =>
      postOk(ctx, world.admin, '/api/tickethierarchy/UpdateTicketCategorySet', {
        id: row.id,
        callType: row.callType,
        isActive: row.isActive,
        isManagerSee: row.isManagerSee,
        canGoEcommerceBackOffice: row.canGoEcommerceBackOffice,
        isAllergy,
        isCrossOrder: row.isCrossOrder,
        isIvr: row.isIvr,
        isOnlineShop: row.isOnlineShop,
        isSms: row.isSms,
        is48HoursSms: row.is48HoursSms,
        canStoreView: row.canStoreView,
        isAppreciationMail: row.isAppreciationMail,
        isRedAlarm: row.isRedAlarm,
        script: row.script,
        mailGroupId: row.mailGroupId,
      });
    await edit(true);
    const refusedUndo = await post(ctx, importer, '/api/import/undoImport', {
      importId: checked.id,
    });
    expect(refusedUndo.statusCode).toBe(409);
    expect(messagesOf(refusedUndo)).toBe(IMPORT_MESSAGES.undoWrittenSince(1));

    await edit(false);
    await postOk(ctx, importer, '/api/import/undoImport', { importId: checked.id });
    expect(await breakdownRow(changed.id)).toMatchObject({ callType: 1 });
    expect(await findBySubCategory(fresh.subCategory)).toEqual([]);
    // The type the import made went with it: the screen may add the name again.
    await postOk(ctx, world.admin, '/api/tickethierarchy/addtickettype', {
      id: randomUUID(),
      name: fresh.type,
    });
  }, 90_000);
});
