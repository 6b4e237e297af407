// `npm run bench [-- --postgres] [-- --port=3200] [-- --database=name] [-- --write]`: cold start of `npm start`, then
// GetCurrentLoginInformation under autocannon next to a bare Fastify route, both on this machine
// in the same run, and one agent's own list ('Biletlerim', `ticket/gettickets`) at one
// connection. On the embedded PGlite by default; `--postgres` on a new database of the local
// PostgreSQL server (demo data seeded by the first start, dropped at the end). The bare route
// listens on the port after `--port`. `--write` records the figures in docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signAccessToken } from '../../apps/server/src/idp/access-token.ts';
import {
  argValue,
  createDatabase,
  dropDatabase,
  productSigningKeys,
  writeDocSection,
} from './common.ts';
import { startAndWait, stop } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const onPostgres = process.argv.includes('--postgres');
const port = Number(argValue('port') ?? 3200);
const barePort = port + 1;
const listDuration = Math.min(duration, 10);
const databaseName = argValue('database') ?? 'ccms_bench_session';
const baseUrl = `http://localhost:${port}`;

type Figures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(
  url: string,
  headers: Record<string, string>,
  options: { body?: object; connections?: number; duration?: number } = {},
): Promise<Figures> {
  console.log(`autocannon ${url}, ${options.connections ?? connections} connections…`);
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(options.body ?? {}),
    connections: options.connections ?? connections,
    duration: options.duration ?? duration,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-'));
const databaseUrl = onPostgres ? (await createDatabase(databaseName)).url : undefined;
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl ?? '',
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// First start on an empty data directory (and database): migrations and demo data included.
console.log(`first start on ${onPostgres ? 'PostgreSQL' : 'PGlite'}…`);
const first = await startAndWait(npm, ['start'], { cwd: root, env, url: `${baseUrl}/api/check` });
await stop(first.child);
const keys = await productSigningKeys({ dataDir, databaseUrl });
// A later start: the usual cold start of an installed, already initialised product.
const later = await startAndWait(npm, ['start'], { cwd: root, env, url: `${baseUrl}/api/check` });

const token = await signAccessToken({
  keys,
  issuer: `${baseUrl}/oidc`,
  audience: 'ccms-api',
  user: { id: 'bench', emailAddress: 'agent@demo.local', ccmsIdent: 'CCMS1001' },
});
const authorization = `Bearer ${token}`;
const session = await load(`${baseUrl}/api/session/GetCurrentLoginInformation`, {
  authorization,
});
const page = { filters: [], sortings: [], paging: { pageNumber: 1, maxItemCountPerPage: 20 } };
const myList = await load(
  `${baseUrl}/api/ticket/gettickets`,
  { authorization },
  { body: { assignFilter: 1, formatter: page }, connections: 1, duration: listDuration },
);
await stop(later.child);
if (onPostgres) await dropDatabase(databaseName);

const bare = await startAndWait(
  process.execPath,
  [path.join(import.meta.dirname, 'bare-server.ts')],
  {
    cwd: root,
    env: { ...process.env, PORT: String(barePort) },
    url: `http://127.0.0.1:${barePort}/ready`,
  },
);
const baseline = await load(`http://127.0.0.1:${barePort}/bare`, {});
await stop(bare.child);
fs.rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${onPostgres ? 'local PostgreSQL 15 server' : 'embedded PGlite'}, demo data.`,
  '',
  '| start | seconds |',
  '|---|---|',
  `| first \`npm start\` (empty data dir: migrate + demo data; browser app already built) | ${(first.readyMs / 1000).toFixed(1)} |`,
  `| later \`npm start\` (cold start of an installed, initialised product) | ${(later.readyMs / 1000).toFixed(1)} |`,
  '',
  `autocannon, POST; the session call and the bare route ${connections} connections, ${duration} s; the list 1 connection, ${listDuration} s:`,
  '',
  '| route | requests/s | p50 ms | p99 ms | errors + non-2xx |',
  '|---|---|---|---|---|',
  row('`POST /api/session/GetCurrentLoginInformation` as the demo agent', session),
  row('bare Fastify route (no auth, no database)', baseline),
  row("`POST /api/ticket/gettickets` ('Biletlerim', 20 rows), 1 connection", myList),
  '',
  `Session call ÷ bare route: **${(session.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}**.`,
].join('\n');
console.log(report);

if (process.argv.includes('--write')) {
  writeDocSection(
    onPostgres ? '<!-- bench:session-postgres -->' : '<!-- bench:session -->',
    report,
  );
}
