import type { TImportKind } from '@ccms/contract/imports/kinds';
import type { TImportState, TImportSummary } from '@ccms/contract/imports/schemas';
import { expect, vi } from 'vitest';
import type { TestUser } from './factories.ts';
import { type Envelope, expectOk } from './http-support.ts';
import type { TestContext } from './test-app.ts';

/** The multipart body of an upload as the 'İçe Aktar' screen sends it: the kind, then the file. */
export async function importUploadBody(
  kind: string,
  fileName: string,
  content: Uint8Array | string,
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([content]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Uploads a file for an import and answers the reply (no waiting for its check). */
export async function uploadImportFile(
  ctx: TestContext,
  user: TestUser,
  kind: TImportKind | string,
  fileName: string,
  content: Uint8Array | string,
) {
  const form = await importUploadBody(kind, fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/import/uploadImportFile',
    headers: { ...(await ctx.authHeader(user)), ...form.headers },
    payload: form.payload,
  });
}

export async function getImportSummary(ctx: TestContext, user: TestUser, importId: string) {
  return expectOk<TImportSummary>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/import/getImport?importId=${importId}`,
      headers: await ctx.authHeader(user),
    }),
  );
}

/** Waits until the import's job has brought it to one of `states`; answers it then. */
export async function waitForImport(
  ctx: TestContext,
  user: TestUser,
  importId: string,
  states: readonly TImportState[],
  timeout = 30_000,
): Promise<TImportSummary> {
  let summary: TImportSummary | undefined;
  await vi.waitFor(
    async () => {
      summary = await getImportSummary(ctx, user, importId);
      expect(states).toContain(summary.state);
    },
    { timeout, interval: 100 },
  );
  return summary!;
}

/**
 * Uploads a file and waits for its check job (docs/domain.md, Moving in: imports): the import as
 * checked, or failed with its Turkish reason. The context must run jobs (`runJobs: true`).
 */
export async function importFile(
  ctx: TestContext,
  user: TestUser,
  kind: TImportKind,
  fileName: string,
  content: Uint8Array | string,
): Promise<TImportSummary> {
  const uploaded = expectOk<Envelope<TImportSummary>>(
    await uploadImportFile(ctx, user, kind, fileName, content),
  );
  return waitForImport(ctx, user, uploaded.data.id, ['checked', 'failed']);
}

/** Applies a checked import and waits for its rows to be written. */
export async function applyImport(
  ctx: TestContext,
  user: TestUser,
  importId: string,
): Promise<TImportSummary> {
  expectOk(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/import/applyImport',
      headers: await ctx.authHeader(user),
      payload: { importId },
    }),
  );
  return waitForImport(ctx, user, importId, ['applied']);
}
