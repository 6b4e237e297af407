import type { TPaged } from '@ccms/contract/envelope';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import { ORGANISATION_IMPORT_MESSAGES as IM } from '@ccms/contract/organisation/import-messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, users } from '../../db/schema/index.ts';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  createCityWithCounties,
  expectOk,
  getOk,
  messagesOf,
  post,
  randomToken,
  readSheet,
} from '../../test/http-support.ts';
import { applyImport, importFile } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { storesImportKind, usersImportKind } from './index.ts';

const SESSION = '/api/session/GetCurrentLoginInformation';

/** A CSV file as Excel saves it in Türkiye: ';' between cells, the kind's headers first. */
function csvOf(kind: ImportKindDefinition, rows: Record<string, string>[]): string {
  const line = (cells: string[]) =>
    cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(';');
  return [
    line(kind.columns.map((column) => column.header)),
    ...rows.map((row) => line(kind.columns.map((column) => row[column.field] ?? ''))),
  ].join('\r\n');
}

describe.each(TEST_BACKENDS)("the organisation's files on 'İçe Aktar' on %s", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let city: Awaited<ReturnType<typeof createCityWithCounties>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { runJobs: true });
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    city = await createCityWithCounties(ctx.db);
  }, 60_000);
  afterAll(() => ctx?.close());

  const download = async (path: string) => {
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/api/import/${path}`,
      headers: await ctx.authHeader(admin),
    });
    expect(reply.statusCode).toBe(200);
    return reply.rawPayload;
  };
  const refusedRows = (importId: string) =>
    getOk<TPaged<TImportRow>>(ctx, admin, `/api/import/getImportRows?importId=${importId}`);
  const storesByCode = (codes: string[]) =>
    ctx.db.select().from(stores).where(inArray(stores.code, codes));

  it('brings stores in from a filled template: preview, fix, apply, again with nothing to do, undo', async () => {
    const template = await readSheet(await download('downloadImportTemplate?kind=stores'));
    expect(template[0]).toEqual(storesImportKind.columns.map((column) => column.header));

    const code = (n: number) => `M${n}-${randomToken()}`;
    const rows = [1, 2, 3].map((n) => ({
      code: code(n),
      name: `TEST ŞUBE ${n}`,
      type: 'Mağaza',
      city: city.cityName.toLocaleUpperCase('tr-TR'),
      county: 'şile',
      areaManagerEmail: 'alan@ornek.com.tr',
      isActive: 'Evet',
    }));
    const wrong = rows.map((row, index) => (index === 1 ? { ...row, county: 'Kadıköy' } : row));
    const checked = await importFile(
      ctx,
      admin,
      'stores',
      'magazalar.csv',
      csvOf(storesImportKind, wrong),
    );
    expect(checked).toMatchObject({ state: 'checked', newCount: 2, refusedCount: 1 });
    expect((await refusedRows(checked.id)).items).toEqual([
      expect.objectContaining({
        rowNumber: 3,
        problemColumn: 'İlçe',
        problemMessage: IM.countyUnknown,
      }),
    ]);
    expect(await storesByCode(rows.map((row) => row.code))).toEqual([]);

    const fixed = csvOf(storesImportKind, rows);
    const good = await importFile(ctx, admin, 'stores', 'magazalar.csv', fixed);
    expect(good).toMatchObject({ newCount: 3, refusedCount: 0 });
    expect(await applyImport(ctx, admin, good.id)).toMatchObject({
      state: 'applied',
      canUndo: true,
    });
    const written = await storesByCode(rows.map((row) => row.code));
    expect(written.map((store) => [store.name, store.cityId])).toEqual(
      expect.arrayContaining(rows.map((row) => [row.name, city.cityId])),
    );

    const again = await importFile(ctx, admin, 'stores', 'magazalar.csv', fixed);
    expect(again).toMatchObject({ newCount: 0, changedCount: 0, unchangedCount: 3 });

    expectOk(await post(ctx, admin, '/api/import/undoImport', { importId: good.id }));
    expect(await storesByCode(rows.map((row) => row.code))).toEqual([]);
  }, 60_000);

  it('brings users in with their roles; a deactivation counts from the next request; undo', async () => {
    const unitCode = `U-${randomToken()}`;
    const units = await importFile(
      ctx,
      admin,
      'stores',
      'magazalar.csv',
      csvOf(storesImportKind, [{ code: unitCode, name: 'TEST ŞUBE', type: 'Mağaza' }]),
    );
    await applyImport(ctx, admin, units.id);
    const role = await createRole(ctx.db, ['Customer'], {
      name: `Müdür ${randomToken()}`,
      roleType: 1,
    });
    const clerk = await createUserWithPermissions(ctx.db, ['Customer']);
    expect((await post(ctx, clerk, SESSION, {})).statusCode).toBe(200);

    const email = `yeni.${randomToken()}@ornek.com.tr`;
    const file = csvOf(usersImportKind, [
      { emailAddress: email, name: 'Yeni', surname: 'Müdür', role: role.name, storeCode: unitCode },
      { emailAddress: email, name: 'Yeni', surname: 'Başka', role: '', storeCode: '' },
      {
        emailAddress: clerk.emailAddress,
        name: clerk.name,
        surname: clerk.surname,
        isActive: 'Hayır',
      },
    ]);
    const checked = await importFile(ctx, admin, 'users', 'kullanicilar.csv', file);
    expect(checked).toMatchObject({ newCount: 1, changedCount: 1, refusedCount: 1 });
    expect((await refusedRows(checked.id)).items).toEqual([
      expect.objectContaining({
        rowNumber: 3,
        problemColumn: 'Soyad',
        problemMessage: IM.userRowsDisagree(2),
      }),
    ]);
    await applyImport(ctx, admin, checked.id);
    const [created] = await ctx.db.select().from(users).where(eq(users.emailAddress, email));
    expect(created).toMatchObject({ name: 'Yeni', surname: 'Müdür', passwordHash: null });
    const refused = await post(ctx, clerk, SESSION, {});
    expect(refused.statusCode).toBe(401);
    expect(messagesOf(refused)).toBe(MESSAGES.inactiveUser);

    expectOk(await post(ctx, admin, '/api/import/undoImport', { importId: checked.id }));
    expect((await post(ctx, clerk, SESSION, {})).statusCode).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.emailAddress, email))).toEqual([]);
  }, 60_000);

  it('reads its own export back with nothing to change, stores and users alike', async () => {
    for (const kind of ['stores', 'users'] as const) {
      const exported = await download(`exportImportRows?kind=${kind}`);
      const rows = (await readSheet(exported)).length - 1;
      expect(rows).toBeGreaterThan(0);
      const checked = await importFile(ctx, admin, kind, `${kind}.xlsx`, exported);
      expect(checked).toMatchObject({
        state: 'checked',
        newCount: 0,
        changedCount: 0,
        unchangedCount: rows,
        refusedCount: 0,
      });
    }
  }, 60_000);

  it('refuses a role at a unit that does not exist; with nothing to write, Uygula is refused', async () => {
    const role = await createRole(ctx.db, [], { name: `Uzman ${randomToken()}` });
    const file = csvOf(usersImportKind, [
      {
        emailAddress: `kisi.${randomToken()}@ornek.com.tr`,
        name: 'Kişi',
        surname: 'Pasif',
        isActive: 'Hayır',
        role: role.name,
        storeCode: 'YOK',
      },
    ]);
    const checked = await importFile(ctx, admin, 'users', 'kullanicilar.csv', file);
    expect(checked).toMatchObject({ newCount: 0, refusedCount: 1 });
    expect((await refusedRows(checked.id)).items[0]).toMatchObject({
      rowNumber: 2,
      problemColumn: 'Mağaza Kodu',
      problemMessage: M.storeNotFound,
    });
    // Nothing to write: 'Uygula' is refused.
    expect(
      (await post(ctx, admin, '/api/import/applyImport', { importId: checked.id })).statusCode,
    ).toBe(400);
  }, 60_000);
});
