import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.ts';
import { createFileStore } from '../../platform/files/create-file-store.ts';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import type { JobDefinition } from '../../platform/queue/job-queue.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { type Envelope, expectOk, post } from '../../test/http-support.ts';
import { createImportTestKind, createImportTestTable } from '../../test/import-test-kind.ts';
import { getImportSummary, uploadImportFile } from '../../test/imports.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { importJobs } from './index.ts';

/*
 * The import jobs' handlers driven by hand (no queue runs here): an attempt that fails is
 * tried again, the last one fails the import with a Turkish message instead of leaving it
 * under way for ever.
 */

const failing = { broken: false };
const testKind = createImportTestKind().kind;
const kind: ImportKindDefinition = {
  ...testKind,
  async applyRows(tx, importId, range) {
    if (failing.broken) throw new Error('yazılamadı');
    await testKind.applyRows(tx, importId, range);
  },
};

describe.each(TEST_BACKENDS)('an import job that keeps failing on %s', (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let jobs: JobDefinition[];
  beforeAll(async () => {
    const kinds = new Map([['stores', kind] as const]);
    ctx = await createTestContext(backend, { importKinds: kinds });
    await createImportTestTable(ctx.db);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    jobs = importJobs({
      db: ctx.db,
      clock: systemClock,
      files: createFileStore(ctx.config.files),
      kinds,
      queue: () => undefined,
      timeZone: ctx.config.businessTimeZone,
      stopping: new AbortController().signal,
    });
  }, 60_000);
  afterAll(() => ctx?.close());

  const run = (name: string, importId: string, retryCount: number) =>
    jobs
      .find((job) => job.name === name)!
      .handle({
        id: importId,
        name,
        data: { importId },
        retryCount,
        signal: new AbortController().signal,
      } as unknown as Job<object>);

  it('fails the import on the last attempt, saying how far the writing got', async () => {
    const csv = `Kod;Ad\n${Array.from({ length: 12 }, (_, n) => `F${n};Ad ${n}`).join('\n')}\n`;
    const uploaded = expectOk<Envelope<TImportSummary>>(
      await uploadImportFile(ctx, admin, 'stores', 'f.csv', csv),
    );
    const importId = uploaded.data.id;
    expect(await run('import-check', importId, 0)).toBe('completed');
    expect((await getImportSummary(ctx, admin, importId)).state).toBe('checked');

    expectOk(await post(ctx, admin, '/api/import/applyImport', { importId }));
    failing.broken = true;
    await expect(run('import-apply', importId, 0)).rejects.toThrow('yazılamadı');
    expect((await getImportSummary(ctx, admin, importId)).state).toBe('applying');
    expect(await run('import-apply', importId, 10)).toBe('completed');
    const failed = await getImportSummary(ctx, admin, importId);
    expect(failed).toMatchObject({
      state: 'failed',
      failureMessage: IMPORT_MESSAGES.applyFailed(0),
      canUndo: false,
    });
    failing.broken = false;
  });
});
