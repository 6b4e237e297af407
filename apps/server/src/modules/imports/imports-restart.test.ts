import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../platform/db.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { expectOk } from '../../test/http-support.ts';
import { createImportTestKind, createImportTestTable } from '../../test/import-test-kind.ts';
import { uploadImportFile, waitForImport } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { IMPORT_BATCH_ROWS } from './check-job.ts';

/** Rows of the file: enough batches that a stop falls in the middle. */
const ROWS = 12 * IMPORT_BATCH_ROWS;

function bigCsv(prefix: string): string {
  const lines = ['Kod;Ad;Aktif'];
  for (let n = 1; n <= ROWS; n += 1) lines.push(`${prefix}${n};Satır ${n};Evet`);
  return `${lines.join('\n')}\n`;
}

const count = async (ctx: TestContext, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await ctx.db.execute(query))[0]?.n ?? 0);

describe.each(TEST_BACKENDS)('an import job taken over after a restart on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  const testKind = createImportTestKind();
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      runJobs: true,
      importKinds: new Map([['stores', testKind.kind]]),
    });
    await createImportTestTable(ctx.db);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
  }, 60_000);
  afterAll(() => ctx?.close());

  /** Stops the instance's background work once `isFar` holds, then starts another instance. */
  async function restartWhen(isFar: () => Promise<boolean>): Promise<FastifyInstance> {
    await vi.waitFor(async () => expect(await isFar()).toBe(true), {
      timeout: 60_000,
      interval: 20,
    });
    await ctx.app.background!.stop(0);
    const other = await ctx.openAnotherInstance({ runJobs: true });
    return other.app;
  }

  it('reads on from the last staged batch and applies on from the last written range, nothing twice', async () => {
    const uploaded = expectOk<{ data: { id: string } }>(
      await uploadImportFile(ctx, admin, 'stores', 'buyuk.csv', bigCsv(`${backend}-`)),
    );
    const importId = uploaded.data.id;
    const staged = () =>
      count(
        ctx,
        sql`select count(*)::int as n from data_import_rows where import_id = ${importId}`,
      );
    const other = await restartWhen(async () => (await staged()) >= IMPORT_BATCH_ROWS);
    const stagedAtStop = await staged();
    expect(stagedAtStop).toBeLessThan(ROWS);

    const inOther = { ...ctx, app: other };
    const checked = await waitForImport(inOther, admin, importId, ['checked'], 120_000);
    expect(checked).toMatchObject({ newCount: ROWS, refusedCount: 0, rowsRead: ROWS + 1 });
    expect(await staged()).toBe(ROWS);
    // Only what was not staged yet was read again (one batch at most was under way).
    expect(testKind.parsedRows()).toBeLessThanOrEqual(ROWS + IMPORT_BATCH_ROWS);

    // The apply is stopped while it writes its second range.
    const hold = testKind.holdApplyAt(IMPORT_BATCH_ROWS + 1);
    expectOk(
      await other.inject({
        method: 'POST',
        url: '/api/import/applyImport',
        headers: await ctx.authHeader(admin),
        payload: { importId },
      }),
    );
    await hold.reached;
    // The stop is told before the held range goes on (on PGlite, the range's transaction holds
    // the one connection the stop needs): the job stops after that range.
    const stopped = other.background!.stop(0);
    hold.release();
    await stopped;
    const written = () =>
      count(
        ctx,
        sql`select count(*)::int as n from import_test_things where written_by_import = ${importId}`,
      );
    const third = await ctx.openAnotherInstance({ runJobs: true });
    expect(await written()).toBeLessThan(ROWS);
    const applied = await waitForImport(
      { ...ctx, app: third.app },
      admin,
      importId,
      ['applied'],
      120_000,
    );
    expect(applied.rowsApplied).toBe(ROWS + 1);
    expect(await written()).toBe(ROWS);
    // Every row written once: a range written twice would count 2.
    expect(
      await count(ctx, sql`select count(*)::int as n from import_test_things where writes <> 1`),
    ).toBe(0);
    await third.close();
    await other.close();
  }, 300_000);
});
