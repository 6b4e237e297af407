// `npm run bench:session-cpu [-- --port=3256] [-- --database=name] [-- --seconds=15]`: the CPU
// time one session call (`session/GetCurrentLoginInformation`) costs the product's process,
// beside what one answer of a bare Fastify route costs its process, each under autocannon at 50
// connections after a 3 s warm-up. The CPU time of the server process (from /proc) per answer
// depends far less on what else runs on a shared machine than requests/s do, so a change of the
// fixed cost per request shows in it even on a busy machine. On a database of the local
// PostgreSQL server with the demo data (seeded by the first start, dropped at the end).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  argValue,
  bearerTokensOf,
  createDatabase,
  dropDatabase,
  root,
  startProduct,
} from './common.ts';
import { cpuSecondsOf } from './cpu.ts';
import { startAndWait, stop } from './processes.ts';

const port = Number(argValue('port') ?? 3256);
const seconds = Number(argValue('seconds') ?? 15);
const databaseName = argValue('database') ?? 'ccms_bench_session_cpu';

type Figures = { requestsPerSecond: number; p99: number; failed: number; cpuMicroseconds: number };

async function measure(pid: number, url: string, headers: Record<string, string>) {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections: 50,
  };
  console.log(`… ${url}: 3 s warm-up, then ${seconds} s`);
  await autocannon({ ...options, duration: 3 });
  const before = cpuSecondsOf(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = cpuSecondsOf(pid) - before;
  const figures: Figures = {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    cpuMicroseconds: Math.round((cpu * 1e6) / result.requests.total),
  };
  console.log(`… ${JSON.stringify(figures)}`);
  return figures;
}

const { url } = await createDatabase(databaseName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-session-cpu-'));
console.log('… starting the product (migrations and demo data on first start)');
const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
try {
  const tokens = await bearerTokensOf(url, server, dataDir, ['agent@demo.local']);
  const session = await measure(
    server.child.pid as number,
    `${server.baseUrl}/api/session/GetCurrentLoginInformation`,
    { authorization: tokens.get('agent@demo.local') ?? '' },
  );
  await stop(server.child);
  const bare = await startAndWait(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port + 1) },
      url: `http://127.0.0.1:${port + 1}/ready`,
    },
  );
  const baseline = await measure(bare.child.pid as number, `http://127.0.0.1:${port + 1}/bare`, {});
  await stop(bare.child);
  if (session.failed + baseline.failed > 0) throw new Error('Failed answers: figures not valid');
  console.log(
    [
      '| route | requests/s | p99 ms | server CPU µs per answer |',
      '|---|---|---|---|',
      `| session call | ${session.requestsPerSecond} | ${session.p99} | ${session.cpuMicroseconds} |`,
      `| bare Fastify route | ${baseline.requestsPerSecond} | ${baseline.p99} | ${baseline.cpuMicroseconds} |`,
      '',
      `Bare route's CPU per answer ÷ the session call's: **${(baseline.cpuMicroseconds / session.cpuMicroseconds).toFixed(2)}**; requests/s ratio in this run ${(session.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}.`,
    ].join('\n'),
  );
} finally {
  await stop(server.child);
  await dropDatabase(databaseName);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
