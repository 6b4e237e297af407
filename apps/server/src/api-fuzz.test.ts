import type { Endpoint } from '@ccms/contract/endpoint';
import { ZErrorResponse } from '@ccms/contract/envelope';
import { PERMISSIONS } from '@ccms/contract/permissions';
import { ZTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDocuments } from './db/schema/index.ts';
import { rowsOf } from './platform/db.ts';
import { TEST_BACKENDS } from './test/backends.ts';
import { loadAllEndpoints } from './test/endpoint-inputs.ts';
import { createUserWithPermissions } from './test/factories.ts';
import { type FuzzPools, type FuzzRequest, requestArbitrary } from './test/fuzz-inputs.ts';
import { createStorageWatch, type StorageWatch } from './test/fuzz-storage-watch.ts';
import { createTestContext, type TestContext } from './test/test-app.ts';
import { createTicketOverHttp } from './test/ticket-fixtures.ts';
import { createTicketWorld, PDF_TEXT } from './test/ticket-world.ts';
import { validatorWordingIn } from './test/validator-wording.ts';

/*
 * Every endpoint the contract describes, called with requests generated from its schemas and
 * mixed with hostile values (docs/domain.md §19). Properties: never a 5xx,
 * always the JSON envelope (or the contract's answer), refusals in our Turkish words, nothing
 * stored by a refused request.
 * A failure names its seed: FUZZ_SEED=<seed> (and FUZZ_ENDPOINT=<path part>) runs it again.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_ENDPOINT;
/** Cases per run on each database kind: PGlite carries the count, PostgreSQL a slice. */
const CASES = { pglite: 10_000, postgres: 600 } as const;

/** A stable number per endpoint, so one endpoint's cases do not depend on the others'. */
const seedFor = (endpoint: Endpoint) =>
  [...`${endpoint.method} ${endpoint.path}`].reduce(
    (hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0,
    SEED,
  );

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** What is wrong with an answer, in words; undefined when it keeps the properties. */
function problemOf(endpoint: Endpoint, answer: Answer): string | undefined {
  const status = answer.statusCode;
  if (status >= 500 && !endpoint.otherResponses?.[status]) {
    return `answered ${status}: ${answer.body.slice(0, 300)}`;
  }
  if (endpoint.download && status < 300) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return `answered ${status} without JSON: ${answer.body.slice(0, 200)}`;
  }
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `answered ${status} as ${answer.headers['content-type']}`;
  }
  if (status >= 400) {
    const failure = ZErrorResponse.safeParse(json);
    if (!failure.success || failure.data.messages.length === 0) {
      return `answered ${status} outside the envelope: ${answer.body.slice(0, 200)}`;
    }
    // A schema's own message comes after its field's key ('number: 13 haneli olmalı…').
    const worded = failure.data.messages.find((message) =>
      validatorWordingIn(message.replace(/^[\w.[\]]+: /, '')),
    );
    return worded ? `answered ${status} in the validator's words: ${worded}` : undefined;
  }
  const expected = endpoint.otherResponses?.[status] ?? endpoint.response;
  if (expected && !expected.safeParse(json).success) {
    return `answered ${status} outside the contract: ${answer.body.slice(0, 200)}`;
  }
  return undefined;
}

/** A request as a line of a report, long texts shortened. */
const describeRequest = (request: FuzzRequest) => {
  const payload = String(request.payload ?? '');
  return `${request.method} ${request.url.slice(0, 200)} range=${request.headers.range ?? '-'} body=${payload.slice(0, 300)}${payload.length > 300 ? `… (${payload.length} chars)` : ''}`;
};

type Tally = { cases: number; refused: number; succeeded: number };

describe.each(TEST_BACKENDS)(
  'every endpoint under generated and hostile input, on %s',
  (backend) => {
    let ctx: TestContext;
    let endpoints: Endpoint[];
    let auth: Record<string, string>;
    let pools: FuzzPools;
    let watch: StorageWatch;

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      const admin = await createUserWithPermissions(ctx.db, PERMISSIONS);
      auth = await ctx.authHeader(admin);
      // A few rows of each kind a call may name, and a ticket with a file to download.
      const world = await createTicketWorld(ctx.db);
      const ticketId = await createTicketOverHttp(ctx, world, await world.agent(), undefined, [
        { name: 'rapor.pdf', content: PDF_TEXT, type: 'application/pdf' },
      ]);
      const [document] = await ctx.db.select({ id: ticketDocuments.id }).from(ticketDocuments);
      pools = {
        uuids: await seededIds(ctx, admin.id),
        numbers: [0, 1, 2, 10, 2026],
        queries: [{ id: document!.id }, { ticketId, blobId: document!.id }],
      };
      endpoints = (await loadAllEndpoints(ctx.config.brand)).filter(
        (endpoint) => !ONLY || endpoint.path.includes(ONLY),
      );
      watch = await createStorageWatch(ctx.db, backend, ctx.config.files.dir);
    }, 120_000);
    afterAll(() => ctx?.close());

    // About 25 s on a quiet machine; the limit leaves room for a machine busy with other suites.
    it(`keeps the properties for ${CASES[backend]} cases (seed ${SEED})`, async () => {
      const runs = Math.ceil(CASES[backend] / endpoints.length);
      const failures: string[] = [];
      const tally: Tally = { cases: 0, refused: 0, succeeded: 0 };
      for (const endpoint of endpoints) {
        const requests = requestArbitrary(endpoint, pools, auth, ZTicketFormInput);
        let before = await watch.snapshot();
        const details = await fc.check(
          fc.asyncProperty(requests, async (request) => {
            const answer = await ctx.app.inject(request);
            tally.cases++;
            const after = await watch.snapshot();
            const [from, to] = [before, after];
            before = after;
            const problem = problemOf(endpoint, answer);
            if (problem) throw new Error(problem);
            if (answer.statusCode < 400) {
              tally.succeeded++;
              return;
            }
            tally.refused++;
            const stored = watch.storedBetween(from, to);
            if (stored) throw new Error(`refused with ${answer.statusCode} yet stored: ${stored}`);
          }),
          { seed: seedFor(endpoint), numRuns: runs },
        );
        if (details.failed) {
          const [request] = details.counterexample ?? [];
          failures.push(
            `${endpoint.method} ${endpoint.path} (FUZZ_SEED=${SEED} FUZZ_ENDPOINT=${endpoint.path}): ` +
              `${String(details.errorInstance).slice(0, 400)}\n    ${request ? describeRequest(request) : ''}`,
          );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
      console.info(`fuzz on ${backend}, seed ${SEED}:`, tally);
      expect(tally.cases).toBeGreaterThanOrEqual(ONLY ? 1 : CASES[backend]);
      // Both sides were reached: refusals at the edge and calls that went through (over all
      // endpoints; a replay of one may well have only refusals).
      if (!ONLY) {
        expect(tally.refused).toBeGreaterThan(tally.cases / 10);
        expect(tally.succeeded).toBeGreaterThan(tally.cases / 20);
      }
    }, 480_000);
  },
);

/** Up to two ids of every table with a uuid id, leaving out the caller's own user, role and unit. */
async function seededIds(ctx: TestContext, callerId: string): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await ctx.db.execute(
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by 1`,
    ),
  );
  const caller = rowsOf<{ user_id: string; role_id: string; store_id: string }>(
    await ctx.db.execute(
      sql`select user_id, role_id, store_id from user_roles_in_stores where user_id = ${callerId}`,
    ),
  )[0]!;
  const own = new Set([caller.user_id, caller.role_id, caller.store_id]);
  const ids: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ id: string }>(
      await ctx.db.execute(sql.raw(`select id::text as id from "${name}" order by id limit 3`)),
    );
    ids.push(...rows.map((row) => row.id).filter((id) => !own.has(id)));
  }
  return ids;
}
