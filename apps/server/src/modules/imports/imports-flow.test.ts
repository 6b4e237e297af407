import type { TPaged } from '@ccms/contract/envelope';
import type { TImportRow } from '@ccms/contract/imports/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/db.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { type Envelope, expectOk, getOk, post } from '../../test/http-support.ts';
import { createImportTestKind, createImportTestTable } from '../../test/import-test-kind.ts';
import { applyImport, importFile } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const things = async (ctx: TestContext) =>
  rowsOf(
    await ctx.db.execute(sql`select code, name, is_active from import_test_things order by code`),
  );

describe.each(TEST_BACKENDS)('an import from upload to undo on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      runJobs: true,
      importKinds: new Map([['stores', createImportTestKind().kind]]),
    });
    await createImportTestTable(ctx.db);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('checks the file whole, writes nothing until applied, applies, changes nothing the second time, undoes', async () => {
    const csv = 'Kod;Ad;Aktif\nA1;Bir;Evet\nA2;;Evet\nA1;Bir tekrar;Hayır\nA3;Üç;Hayır\n';
    const checked = await importFile(ctx, admin, 'stores', 'deneme.csv', csv);
    expect(checked).toMatchObject({
      state: 'checked',
      newCount: 2,
      changedCount: 0,
      unchangedCount: 0,
      refusedCount: 2,
      rowsRead: 5,
    });
    expect(await things(ctx)).toEqual([]);
    const refused = await getOk<TPaged<TImportRow>>(
      ctx,
      admin,
      `/api/import/getImportRows?importId=${checked.id}`,
    );
    expect(refused.items).toEqual([
      {
        rowNumber: 3,
        key: null,
        outcome: 'refused',
        problemColumn: 'Ad',
        problemMessage: 'boş olamaz.',
      },
      {
        rowNumber: 4,
        key: 'A1',
        outcome: 'refused',
        problemColumn: null,
        problemMessage: 'Satır 2 ile aynı kayıt; yalnızca ilki alınır.',
      },
    ]);

    const applied = await applyImport(ctx, admin, checked.id);
    expect(applied).toMatchObject({ state: 'applied', rowsApplied: 5, canUndo: true });
    expect(await things(ctx)).toEqual([
      { code: 'A1', name: 'Bir', is_active: true },
      { code: 'A3', name: 'Üç', is_active: false },
    ]);

    const again = await importFile(ctx, admin, 'stores', 'deneme.csv', csv);
    expect(again).toMatchObject({
      newCount: 0,
      changedCount: 0,
      unchangedCount: 2,
      refusedCount: 2,
    });
    const nothing = await post(ctx, admin, '/api/import/applyImport', { importId: again.id });
    expect(nothing.statusCode).toBe(400);

    const undone = expectOk<Envelope<{ state: string; canUndo: boolean }>>(
      await post(ctx, admin, '/api/import/undoImport', { importId: checked.id }),
    );
    expect(undone.data).toMatchObject({ state: 'undone', canUndo: false });
    expect(await things(ctx)).toEqual([]);

    // Each step in the audit log, with the file, the counts and who took it.
    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, checked.id))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(
      entries.map((entry) => [entry.action, entry.userId, entry.entityLabel, entry.after]),
    ).toEqual([
      [
        'create',
        admin.id,
        'Mağazalar ve Birimler: deneme.csv',
        expect.objectContaining({
          state: 'checked',
          newCount: 2,
          refusedCount: 2,
          fileName: 'deneme.csv',
        }),
      ],
      [
        'update',
        admin.id,
        'Mağazalar ve Birimler: deneme.csv',
        expect.objectContaining({ state: 'applied' }),
      ],
      [
        'update',
        admin.id,
        'Mağazalar ve Birimler: deneme.csv',
        expect.objectContaining({ state: 'undone' }),
      ],
    ]);
  }, 60_000);
});
