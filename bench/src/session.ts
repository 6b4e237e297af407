// `npm run bench`: cold start of `npm start`, then GetCurrentLoginInformation under autocannon
// next to a bare Fastify route, both on this machine in the same run. `--write` records the
// figures in docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signAccessToken } from '../../apps/server/src/idp/access-token.ts';
import { productSigningKeys } from './common.ts';
import { startAndWait, stop } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const port = 3200;
const barePort = 3201;
const baseUrl = `http://localhost:${port}`;

type Figures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections,
    duration,
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
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// First start on an empty data directory: migrations and demo data included.
const first = await startAndWait(npm, ['start'], { cwd: root, env, url: `${baseUrl}/api/check` });
await stop(first.child);
const keys = await productSigningKeys({ dataDir, databaseUrl: process.env.DATABASE_URL });
// A later start: the usual cold start of an installed, already initialised product.
const later = await startAndWait(npm, ['start'], { cwd: root, env, url: `${baseUrl}/api/check` });

const token = await signAccessToken({
  keys,
  issuer: `${baseUrl}/oidc`,
  audience: 'ccms-api',
  user: { id: 'bench', emailAddress: 'agent@demo.local', ccmsIdent: 'CCMS1001' },
});
const session = await load(`${baseUrl}/api/session/GetCurrentLoginInformation`, {
  authorization: `Bearer ${token}`,
});
await stop(later.child);

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
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite.`,
  '',
  '| start | seconds |',
  '|---|---|',
  `| first \`npm start\` (empty data dir: migrate + demo data; browser app already built) | ${(first.readyMs / 1000).toFixed(1)} |`,
  `| later \`npm start\` (cold start of an installed, initialised product) | ${(later.readyMs / 1000).toFixed(1)} |`,
  '',
  `autocannon, ${connections} connections, ${duration} s, POST with body \`{}\`:`,
  '',
  '| route | requests/s | p50 ms | p99 ms | errors + non-2xx |',
  '|---|---|---|---|---|',
  row(
    '`POST /api/session/GetCurrentLoginInformation` (JWT check; the access version read; user + permissions cached while it holds; one roles-in-stores query on PGlite)',
    session,
  ),
  row('bare Fastify route (no auth, no database)', baseline),
].join('\n');
console.log(report);

if (process.argv.includes('--write')) {
  const file = path.join(root, 'docs/performance.md');
  const marker = '<!-- bench:session -->';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const section = `${marker}\n${report}\n${marker}`;
  const pattern = new RegExp(`${marker}[\\s\\S]*?${marker}`);
  fs.writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, section) : `${current}\n${section}\n`,
  );
}
