// `npm run bench:access-version [-- --write]`: what checking the access version on every request
// costs (docs/domain.md §1 User cache), on the embedded PGlite and on the local PostgreSQL server.
// Three measures: the version read alone, timed one after another; the request authenticator in
// this process, 50 requests at a time, with the version read and without it (the old cache's
// path, a constant version), in alternating rounds so that other load on the machine falls on
// both alike; and the session call under autocannon on the product as it starts
// (`apps/server/src/main.ts` with the demo data). Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signAccessToken } from '../../apps/server/src/idp/access-token.ts';
import { loadSigningKeys, toPublicJwks } from '../../apps/server/src/idp/keys.ts';
import { findUserForSignIn } from '../../apps/server/src/modules/session/service.ts';
import { readAccessVersion } from '../../apps/server/src/platform/access-version.ts';
import { createAuthenticator, createTokenVerifier } from '../../apps/server/src/platform/auth.ts';
import { createDataVersions } from '../../apps/server/src/platform/data-versions.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db.ts';
import { createRole, createUserWithPermissions } from '../../apps/server/src/test/factories.ts';
import {
  bearerToken,
  createDatabase,
  databaseUrl,
  dropDatabase,
  productSigningKeys,
  startProduct,
  writeDocSection,
} from './common.ts';
import { stop } from './processes.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const reads = 5_000;
const port = 3217;
const databaseName = 'ccms_bench_access_version';
const AGENT = 'agent@demo.local';

type ReadFigures = { meanUs: number; p50Us: number; p99Us: number };
type AuthFigures = { withCheck: number; withoutCheck: number };
type LoadFigures = { requestsPerSecond: number; p50: number; p99: number; failures: number };

/** The version read, `reads` times in a row after a warm-up, in microseconds. */
async function timeVersionReads(handle: DatabaseHandle): Promise<ReadFigures> {
  for (let index = 0; index < 200; index += 1) await readAccessVersion(handle.db);
  const times: number[] = [];
  for (let index = 0; index < reads; index += 1) {
    const started = performance.now();
    await readAccessVersion(handle.db);
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.floor(share * (times.length - 1))]!);
  return {
    meanUs: Math.round(times.reduce((sum, time) => sum + time, 0) / times.length),
    p50Us: at(0.5),
    p99Us: at(0.99),
  };
}

const authRequests = 4_000;
const authRounds = 3;
const ISSUER = 'http://bench.local/oidc';

/** Requests per second of `authenticate`, `authRequests` of them, 50 in flight at a time. */
async function authenticateRate(authenticate: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < authRequests) {
      next += 1;
      await authenticate();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return Math.round(authRequests / ((performance.now() - started) / 1000));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The authenticator with the version read against the same one with a constant version (the
 * user stays cached: what the old 10 s cache did within its lifetime), alternating rounds;
 * medians of the rounds.
 */
async function compareAuthenticators(handle: DatabaseHandle): Promise<AuthFigures> {
  const user = await createUserWithPermissions(handle.db, ['Customer', 'Ticket.Create']);
  await createRole(handle.db, ['Stores']);
  const keys = await loadSigningKeys(handle.db);
  const token = await signAccessToken({ keys, issuer: ISSUER, audience: 'ccms-api', user });
  const verify = createTokenVerifier({
    issuer: ISSUER,
    audience: 'ccms-api',
    keys: { jwks: toPublicJwks(keys) },
  });
  const build = (readsVersion: boolean) => {
    const versions = createDataVersions();
    return createAuthenticator({
      verify,
      findUserByEmail: (email) => findUserForSignIn(handle.db, email),
      versions,
      readVersions: async () => versions.observe({ access: await readAccessVersion(handle.db) }),
      // Hearing the notices, the authenticator reads no version: what the old cache did.
      isHearingNotices: () => !readsVersion,
    });
  };
  const checked = build(true);
  const unchecked = build(false);
  const header = `Bearer ${token}`;
  await authenticateRate(() => checked(header));
  await authenticateRate(() => unchecked(header));
  const withCheck: number[] = [];
  const withoutCheck: number[] = [];
  for (let round = 0; round < authRounds; round += 1) {
    withCheck.push(await authenticateRate(() => checked(header)));
    withoutCheck.push(await authenticateRate(() => unchecked(header)));
  }
  return { withCheck: median(withCheck), withoutCheck: median(withoutCheck) };
}

/** autocannon on the session call of a started product, as the demo agent. */
async function loadSessionCall(baseUrl: string, authorization: string): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${baseUrl}/api/session/GetCurrentLoginInformation`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: '{}',
    connections,
    duration,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}

/** Starts the product on a data directory (and database), loads the session call, stops it. */
async function measureProduct(env: NodeJS.ProcessEnv): Promise<LoadFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-access-'));
  const keys = await productSigningKeys({ dataDir, databaseUrl: env.DATABASE_URL });
  const server = await startProduct({ port, dataDir, env });
  try {
    // The demo agent's id is not needed by the API: it maps the token's e-mail to the user.
    const authorization = await bearerToken(server.baseUrl, keys, {
      id: 'bench',
      emailAddress: AGENT,
      ccmsIdent: 'CCMS1001',
    });
    return await loadSessionCall(server.baseUrl, authorization);
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await openDatabase({ pgliteDir: 'memory' });
await pglite.migrate();
const pgliteReads = await timeVersionReads(pglite);
const pgliteAuth = await compareAuthenticators(pglite);
await pglite.close();
const pgliteLoad = await measureProduct({ DATABASE_URL: '' });

await createDatabase(databaseName);
const postgres = await openDatabase({ databaseUrl: databaseUrl(databaseName) });
await postgres.migrate();
const postgresReads = await timeVersionReads(postgres);
const postgresAuth = await compareAuthenticators(postgres);
await postgres.close();
const postgresLoad = await measureProduct({ DATABASE_URL: databaseUrl(databaseName) });
await dropDatabase(databaseName);

const readRow = (name: string, f: ReadFigures) =>
  `| ${name} | ${f.meanUs} | ${f.p50Us} | ${f.p99Us} |`;
/** Microseconds one request spends more with the check, from the two rates. */
const costUs = (f: AuthFigures) => Math.round(1e6 / f.withCheck - 1e6 / f.withoutCheck);
const authRow = (name: string, f: AuthFigures) =>
  `| ${name} | ${f.withoutCheck} | ${f.withCheck} | ${costUs(f)} |`;
const loadRow = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.failures} |`;
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  '',
  `The version read alone (\`select version from access_version where id = 1\`), ${reads} times one after another:`,
  '',
  '| database | mean µs | p50 µs | p99 µs |',
  '|---|---|---|---|',
  readRow('PGlite (in process)', pgliteReads),
  readRow('PostgreSQL (local server, pool)', postgresReads),
  '',
  `The request authenticator (JWT check, then the user and permissions from the cache), ${authRequests} requests with ${connections} in flight, median of ${authRounds} alternating rounds; the cost is the difference of the time per request at these rates:`,
  '',
  '| database | requests/s without the version read | requests/s with it (coalesced) | µs more per request |',
  '|---|---|---|---|',
  authRow('PGlite', pgliteAuth),
  authRow('PostgreSQL', postgresAuth),
  '',
  `\`POST /api/session/GetCurrentLoginInformation\` as the demo agent, autocannon, ${connections} connections, ${duration} s (JWT check, the version read, the cached user, one roles-in-stores query):`,
  '',
  '| database | requests/s | p50 ms | p99 ms | errors + non-2xx |',
  '|---|---|---|---|---|',
  loadRow('PGlite', pgliteLoad),
  loadRow('PostgreSQL', postgresLoad),
].join('\n');
console.log(report);
if (process.argv.includes('--write')) writeDocSection('<!-- bench:access-version -->', report);
