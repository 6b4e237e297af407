// `npm run bench:customers [-- --write] [-- --size=N] [-- --pglite]`: one million customers on
// the local PostgreSQL server (and, with --pglite, on the embedded PGlite), then the customer
// list and the incoming-call phone lookup under autocannon. Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import {
  argValue,
  bearerToken,
  createDatabase,
  dropDatabase,
  productSigningKeys,
  startProduct,
  writeDocSection,
} from './common.ts';
import { stop } from './processes.ts';
import { insertScaleCustomers, scalePhone } from './scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3210;
const baseUrl = `http://localhost:${port}`;

/**
 * connections: the incoming-call look-up at 10 (far beyond a contact centre's call rate) and 2;
 * list queries at 1 (the latency one agent sees).
 */
type Scenario = { name: string; connections: number; path: () => string; body?: () => unknown };
type Figures = { requestsPerSecond: number; p50: number; p99: number; failures: number };

const randomIndex = () => 1 + Math.floor(Math.random() * size);
const listBody = (filters: unknown[], sortings: unknown[], pageNumber: number) => ({
  filters,
  sortings,
  paging: { pageNumber, maxItemCountPerPage: 20 },
});
const scenarios: Scenario[] = [
  {
    name: 'GET customers/phoneNumber/{phone} (incoming call, random existing phone, leading 9)',
    connections: 10,
    path: () => `/api/customers/phoneNumber/9${scalePhone(randomIndex())}`,
  },
  {
    name: 'GET customers/phoneNumber/{phone} (incoming call, random existing phone, leading 9)',
    connections: 2,
    path: () => `/api/customers/phoneNumber/9${scalePhone(randomIndex())}`,
  },
  {
    name: 'customers/list, phone filter with a random 8-digit prefix (05…)',
    connections: 1,
    path: () => '/api/customers/list',
    body: () =>
      listBody(
        [
          {
            propertyName: 'phoneNumber',
            operator: 'contains',
            targetValue: scalePhone(randomIndex()).slice(0, 8),
          },
        ],
        [],
        1,
      ),
  },
  {
    name: "customers/list, last name contains 'özdem' (≈ 2 % of rows), sorted by first name",
    connections: 1,
    path: () => '/api/customers/list',
    body: () =>
      listBody(
        [{ propertyName: 'lastName', operator: 'contains', targetValue: 'özdem' }],
        [{ propertyName: 'firstName', priority: 1, direction: 0 }],
        1,
      ),
  },
  {
    name: 'customers/list, no filter, sorted by first name, page 500',
    connections: 1,
    path: () => '/api/customers/list',
    body: () => listBody([], [{ propertyName: 'firstName', priority: 1, direction: 0 }], 500),
  },
];

async function load(scenario: Scenario, authorization: string): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections: scenario.connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: scenario.body ? 'POST' : 'GET',
          path: scenario.path(),
          headers: { authorization, 'content-type': 'application/json' },
          body: scenario.body ? JSON.stringify(scenario.body()) : undefined,
        }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}

async function measure(label: string, env: NodeJS.ProcessEnv, dataDir: string) {
  const keys = await productSigningKeys({ dataDir, databaseUrl: env.DATABASE_URL });
  const server = await startProduct({ port, dataDir, env });
  const authorization = await bearerToken(baseUrl, keys, {
    id: 'bench',
    emailAddress: 'agent@demo.local',
  });
  const rows: string[] = [];
  try {
    for (const scenario of scenarios) {
      const f = await load(scenario, authorization);
      rows.push(
        `| ${label} | ${scenario.name} | ${scenario.connections} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.failures} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await stop(server.child);
  }
  return rows;
}

async function fill(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate();
  await seedDemoData(handle.db);
  const started = performance.now();
  await insertScaleCustomers(handle.db, size);
  return (performance.now() - started) / 1000;
}

const rows: string[] = [];
const fillTimes: string[] = [];

// PostgreSQL server: a database of its own, dropped afterwards.
const dbName = `ccms_bench_${Date.now()}`;
const { url } = await createDatabase(dbName);
const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-pg-'));
try {
  const handle = await openDatabase({ databaseUrl: url });
  fillTimes.push(`PostgreSQL 15: ${(await fill(handle)).toFixed(0)} s`);
  await handle.close();
  rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url }, pgDataDir)));
} finally {
  await dropDatabase(dbName);
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}

if (process.argv.includes('--pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-pglite-'));
  try {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    fillTimes.push(`PGlite: ${(await fill(handle)).toFixed(0)} s`);
    await handle.close();
    rows.push(...(await measure('PGlite', { DATABASE_URL: '' }, dataDir)));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = [
  `Measured ${new Date().toISOString().slice(0, 10)}: ${size.toLocaleString('en')} customers (half with a card) plus the demo data; loading took ${fillTimes.join(', ')}. autocannon, ${duration} s each, every request with a new random value where the row says so, through HTTP with the agent's token.`,
  '',
  '| database | request | connections | requests/s | p50 ms | p99 ms | failures |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(report);

if (process.argv.includes('--write')) writeDocSection('<!-- bench:customers -->', report);
