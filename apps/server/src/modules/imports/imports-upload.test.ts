import { readdirSync } from 'node:fs';
import type { TPaged } from '@ccms/contract/envelope';
import { IDEMPOTENCY_HEADER } from '@ccms/contract/idempotency';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportRow, TImportSummary } from '@ccms/contract/imports/schemas';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, dataImports, stores } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/db.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  type Envelope,
  expectOk,
  get,
  getOk,
  messagesOf,
  post,
  randomToken,
} from '../../test/http-support.ts';
import {
  applyImport,
  importFile,
  importUploadBody,
  uploadImportFile,
  waitForImport,
} from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { storesImportKind } from '../organisation/index.ts';

/*
 * The engine with the product's stores kind, over HTTP (docs/domain.md §26): what an upload
 * refuses at once, what the check job fails a file for, the preview's pages, discard, the
 * undo's rules, the template and the export, the create-once key.
 */

const HEADERS = storesImportKind.columns.map((column) => column.header);

/** A stores CSV: every column of the template, the given cells by field, the rest empty. */
function storesCsv(rows: Record<string, string>[], separator = ';'): string {
  const lines = [HEADERS.join(separator)];
  for (const row of rows) {
    lines.push(storesImportKind.columns.map((column) => row[column.field] ?? '').join(separator));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const store = (code: string, name: string, extra: Record<string, string> = {}) => ({
  code,
  name,
  type: 'Mağaza',
  ...extra,
});

async function xlsxOf(sheets: { name: string; rows: unknown[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sheetsOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

function filesIn(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  } catch {
    return 0;
  }
}

describe.each(TEST_BACKENDS)('imports over HTTP on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let clerk: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { runJobs: true });
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    clerk = await createUserWithPermissions(ctx.db, ['Definition.WrapUps', 'Stores']);
  }, 60_000);
  afterAll(() => ctx?.close());

  const importCount = async () => (await ctx.db.select().from(dataImports)).length;
  const storesCoded = async (prefix: string) =>
    rowsOf<{ code: string; name: string }>(
      await ctx.db.execute(
        sql`select code, name from stores where code like ${`${prefix}%`} order by code`,
      ),
    );

  it('lets only administrators in', async () => {
    const upload = await uploadImportFile(ctx, clerk, 'stores', 'm.csv', storesCsv([]));
    expect(upload.statusCode).toBe(403);
    expect((await get(ctx, clerk, '/api/import/getImports?kind=stores')).statusCode).toBe(403);
    expect(
      (await get(ctx, clerk, '/api/import/downloadImportTemplate?kind=stores')).statusCode,
    ).toBe(403);
  });

  it('refuses at upload a file that is not what its name says, an empty one, another extension, and keeps nothing', async () => {
    const importsBefore = await importCount();
    const filesBefore = filesIn(ctx.config.files.dir);
    const cases: [string, Uint8Array | string, string][] = [
      [
        'magazalar.xlsx',
        'Mağaza Kodu;Mağaza Adı\n1;A\n',
        IMPORT_MESSAGES.notExcel('magazalar.xlsx'),
      ],
      [
        'magazalar.csv',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
        IMPORT_MESSAGES.notCsv('magazalar.csv'),
      ],
      [
        'magazalar.csv',
        Buffer.concat([Buffer.from('Mağaza Kodu;Ad\n'), Buffer.from([0, 1, 2, 3])]),
        IMPORT_MESSAGES.notCsv('magazalar.csv'),
      ],
      ['magazalar.pdf', '%PDF-1.4\n%%EOF\n', IMPORT_MESSAGES.wrongExtension('magazalar.pdf')],
      ['magazalar.xls', 'eski', IMPORT_MESSAGES.wrongExtension('magazalar.xls')],
      ['magazalar.csv', '', IMPORT_MESSAGES.fileEmpty('magazalar.csv')],
    ];
    for (const [fileName, content, message] of cases) {
      const answer = await uploadImportFile(ctx, admin, 'stores', fileName, content);
      expect(answer.statusCode, fileName).toBe(400);
      expect(messagesOf(answer)).toBe(message);
    }
    expect(await importCount()).toBe(importsBefore);
    expect(filesIn(ctx.config.files.dir)).toBe(filesBefore);
  });

  it('refuses a stores file over 10 MB with 413, whether the kind comes before or after the file', async () => {
    const big = `${HEADERS.join(';')}\n${'x;'.repeat(5.5 * 1024 * 1024)}`;
    const first = await uploadImportFile(ctx, admin, 'stores', 'buyuk.csv', big);
    expect(first.statusCode).toBe(413);
    expect(messagesOf(first)).toBe(IMPORT_MESSAGES.fileTooLarge('buyuk.csv', 10));
    // The kind after the file: the largest limit while it streams, the kind's once it is known.
    const form = new FormData();
    form.append('file', new Blob([big]), 'buyuk.csv');
    form.append('kind', 'stores');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/import/uploadImportFile',
      headers: {
        ...(await ctx.authHeader(admin)),
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(after.statusCode).toBe(413);
    expect(filesIn(ctx.config.files.dir)).toBe(0);
  });

  it('fails a file with a missing column or nothing but headers, with the Turkish reason, writing nothing', async () => {
    const missing = await importFile(
      ctx,
      admin,
      'stores',
      'eksik.csv',
      'Mağaza Kodu;Tip\n1;Mağaza\n',
    );
    expect(missing.state).toBe('failed');
    expect(missing.failureMessage).toContain("'Mağaza Adı'");
    const headersOnly = await importFile(ctx, admin, 'stores', 'bos.csv', storesCsv([]));
    expect(headersOnly).toMatchObject({ state: 'failed', failureMessage: IMPORT_MESSAGES.noRows });
    const broken = await importFile(
      ctx,
      admin,
      'stores',
      'bozuk.xlsx',
      Buffer.from('PK\u0003\u0004bozuk'),
    );
    expect(broken).toMatchObject({
      state: 'failed',
      failureMessage: IMPORT_MESSAGES.unreadableExcel,
    });
    const staged = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from data_import_rows where import_id in (${missing.id}, ${headersOnly.id}, ${broken.id})`,
      ),
    );
    expect(staged[0]?.n).toBe(0);
    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, missing.id));
    expect(entries).toMatchObject([
      { entityType: 'dataImport', action: 'create', userId: admin.id },
    ]);
  });

  it('reads Windows-1254 with commas and an Excel file of two sheets and an explanation sheet alike', async () => {
    const prefix = `W${randomToken().slice(0, 5)}`;
    const text = storesCsv([store(`${prefix}1`, 'IĞDIR ŞUBESİ')], ',');
    const table: Record<string, number> = { Ğ: 0xd0, Ş: 0xde, İ: 0xdd, ğ: 0xf0, ş: 0xfe, ı: 0xfd };
    const cp1254 = Buffer.from([...text].map((c) => table[c] ?? c.charCodeAt(0)));
    const fromCsv = await importFile(ctx, admin, 'stores', 'magazalar.csv', cp1254);
    expect(fromCsv).toMatchObject({ state: 'checked', newCount: 1, refusedCount: 0 });
    await applyImport(ctx, admin, fromCsv.id);
    expect(await storesCoded(prefix)).toEqual([{ code: `${prefix}1`, name: 'IĞDIR ŞUBESİ' }]);

    const cells = (code: string, name: string) =>
      storesImportKind.columns.map((c) => ({ code, name, type: 'Mağaza' })[c.field] ?? '');
    const excel = await xlsxOf([
      { name: 'Mağazalar', rows: [HEADERS, cells(`${prefix}2`, 'İKİ'), HEADERS] },
      { name: 'Açıklamalar', rows: [['Sütun'], ['Mağaza Kodu']] },
      {
        name: 'Mağazalar 2',
        rows: [HEADERS, cells(`${prefix}3`, 'ÜÇ'), cells(`${prefix}2`, 'İKİ')],
      },
    ]);
    const fromExcel = await importFile(ctx, admin, 'stores', 'magazalar.xlsx', excel);
    expect(fromExcel).toMatchObject({ state: 'checked', newCount: 2, refusedCount: 2 });
    const refused = await getOk<TPaged<TImportRow>>(
      ctx,
      admin,
      `/api/import/getImportRows?importId=${fromExcel.id}`,
    );
    expect(refused.items.map((row) => [row.rowNumber, row.problemMessage])).toEqual([
      [3, IMPORT_MESSAGES.repeatedHeader],
      [5, IMPORT_MESSAGES.sameKeyAs(2)],
    ]);
  });

  it('pages the refused rows 20 at a time, and leaves a discarded import unwritten', async () => {
    const rows = Array.from({ length: 25 }, (_, n) => store(`X${n}`, ''));
    const checked = await importFile(ctx, admin, 'stores', 'hatali.csv', storesCsv(rows));
    expect(checked).toMatchObject({ state: 'checked', refusedCount: 25 });
    const url = `/api/import/getImportRows?importId=${checked.id}&outcome=refused`;
    const first = await getOk<TPaged<TImportRow>>(ctx, admin, url);
    const second = await getOk<TPaged<TImportRow>>(ctx, admin, `${url}&page=2`);
    expect([first.items.length, second.items.length, first.totalCount]).toEqual([20, 5, 25]);
    expect(first.items[0]).toMatchObject({ rowNumber: 2, problemColumn: 'Mağaza Adı' });

    const discarded = expectOk<Envelope<TImportSummary>>(
      await post(ctx, admin, '/api/import/discardImport', { importId: checked.id }),
    );
    expect(discarded.data.state).toBe('discarded');
    const again = await post(ctx, admin, '/api/import/applyImport', { importId: checked.id });
    expect(again.statusCode).toBe(409);
    expect(
      (await post(ctx, admin, '/api/import/discardImport', { importId: checked.id })).statusCode,
    ).toBe(409);
  });

  it('undoes only the last applied import of the kind, and not once its rows were written since', async () => {
    const prefix = `U${randomToken().slice(0, 5)}`;
    const first = await importFile(
      ctx,
      admin,
      'stores',
      'bir.csv',
      storesCsv([store(`${prefix}1`, 'BİR')]),
    );
    await applyImport(ctx, admin, first.id);
    const second = await importFile(
      ctx,
      admin,
      'stores',
      'iki.csv',
      storesCsv([store(`${prefix}2`, 'İKİ')]),
    );
    // Checked before the first was applied? No: after; it can be applied.
    await applyImport(ctx, admin, second.id);

    const notLast = await post(ctx, admin, '/api/import/undoImport', { importId: first.id });
    expect(notLast.statusCode).toBe(409);
    expect(messagesOf(notLast)).toBe(IMPORT_MESSAGES.undoNotLast);
    const history = await getOk<{ items: TImportSummary[] }>(
      ctx,
      admin,
      '/api/import/getImports?kind=stores',
    );
    expect(history.items.filter((item) => item.canUndo).map((item) => item.id)).toEqual([
      second.id,
    ]);

    await ctx.db
      .update(stores)
      .set({ name: 'ELLE DEĞİŞTİ' })
      .where(eq(stores.code, `${prefix}2`));
    const written = await post(ctx, admin, '/api/import/undoImport', { importId: second.id });
    expect(written.statusCode).toBe(409);
    expect(messagesOf(written)).toBe(IMPORT_MESSAGES.undoWrittenSince(1));
    expect(
      (await getOk<TImportSummary>(ctx, admin, `/api/import/getImport?importId=${second.id}`))
        .canUndo,
    ).toBe(false);

    await ctx.db
      .update(stores)
      .set({ name: 'İKİ' })
      .where(eq(stores.code, `${prefix}2`));
    const undone = expectOk<Envelope<TImportSummary>>(
      await post(ctx, admin, '/api/import/undoImport', { importId: second.id }),
    );
    expect(undone.data).toMatchObject({ state: 'undone', canUndo: false });
    expect(await storesCoded(prefix)).toEqual([{ code: `${prefix}1`, name: 'BİR' }]);
    // Nothing older comes back into reach: the first stays applied and cannot be undone.
    const older = await post(ctx, admin, '/api/import/undoImport', { importId: first.id });
    expect(messagesOf(older)).toBe(IMPORT_MESSAGES.undoNotLast);
  });

  it('refuses to apply a check made before another import of the kind was applied', async () => {
    const prefix = `S${randomToken().slice(0, 5)}`;
    const stale = await importFile(
      ctx,
      admin,
      'stores',
      'eski.csv',
      storesCsv([store(`${prefix}1`, 'A')]),
    );
    const fresh = await importFile(
      ctx,
      admin,
      'stores',
      'yeni.csv',
      storesCsv([store(`${prefix}2`, 'B')]),
    );
    await applyImport(ctx, admin, fresh.id);
    const refused = await post(ctx, admin, '/api/import/applyImport', { importId: stale.id });
    expect(refused.statusCode).toBe(409);
    expect(messagesOf(refused)).toBe(IMPORT_MESSAGES.staleCheck);
  });

  it('downloads the template (sheet, sample row, explanations) and an export that imports back unchanged', async () => {
    const template = await get(ctx, admin, '/api/import/downloadImportTemplate?kind=stores');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('magazalar-sablon.xlsx');
    const [sheet, explanation] = await sheetsOf(template.rawPayload);
    expect(sheet?.name).toBe('Mağazalar');
    expect(sheet?.rows[0]).toEqual(HEADERS);
    expect(sheet?.rows[1]).toEqual(storesImportKind.columns.map((c) => c.sample));
    expect(explanation?.name).toBe('Açıklamalar');
    expect(explanation?.rows[1]).toEqual([
      'Mağaza Kodu',
      'Evet',
      storesImportKind.columns[0]!.allowed,
    ]);

    const exported = await get(ctx, admin, '/api/import/exportImportRows?kind=stores');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('magazalar.xlsx');
    const [rows] = await sheetsOf(exported.rawPayload);
    expect(rows?.rows[0]).toEqual(HEADERS);
    const back = await importFile(ctx, admin, 'stores', 'magazalar.xlsx', exported.rawPayload);
    expect(back).toMatchObject({ state: 'checked', newCount: 0, changedCount: 0, refusedCount: 0 });
    expect(back.unchangedCount).toBe((rows?.rows.length ?? 1) - 1);
  });

  it('answers the first upload again for a repeated create-once key, storing one import', async () => {
    const key = `yukleme-${randomToken()}`;
    const form = await importUploadBody('stores', 'tekrar.csv', storesCsv([store('T1', 'A')]));
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/import/uploadImportFile',
        headers: { ...(await ctx.authHeader(admin)), ...form.headers, [IDEMPOTENCY_HEADER]: key },
        payload: form.payload,
      });
    const before = await importCount();
    const first = expectOk<Envelope<TImportSummary>>(await send());
    const second = expectOk<Envelope<TImportSummary>>(await send());
    expect(second.data.id).toBe(first.data.id);
    expect(await importCount()).toBe(before + 1);
    await waitForImport(ctx, admin, first.data.id, ['checked']);
  });
});
