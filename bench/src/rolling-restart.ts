// `npm run bench:rolling-restart [-- --write] [-- --agents=N]`: two product instances on one
// database of the local PostgreSQL server behind nginx (the shipped deploy/nginx.conf), the agent
// mix running throughout, and a rolling restart: instance A gets SIGTERM, drains, exits and
// starts again, then B. Counts every failed request (non-2xx or no answer); the goal is none.
// Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type NginxProxy, startNginx } from '../../apps/server/src/test/nginx-proxy.ts';
import {
  findFreePort,
  type ProductProcess,
  startProductProcess,
} from '../../apps/server/src/test/product-process.ts';
import { loadAgentMixData, runAgents, type Sample } from './agent-mix.ts';
import {
  argValue,
  bearerTokensOf,
  createDatabase,
  dropDatabase,
  writeDocSection,
} from './common.ts';

const agents = Number(argValue('agents') ?? 20);
const steadySeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** nginx leaves a refusing instance out this long (deploy/nginx.conf `fail_timeout`), plus a margin. */
const FAIL_TIMEOUT_MS = 3000 + 1000;

type Phase = { name: string; startedAt: number; endedAt: number };
type Restart = { instance: string; drainMs: number; startMs: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const dbName = `ccms_bench_rolling_${Date.now()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-rolling-'));
const phases: Phase[] = [];
const restarts: Restart[] = [];
let proxy: NginxProxy | undefined;
const instances: ProductProcess[] = [];
let samples: Sample[] = [];
let nginxErrors: string[] = [];
let notesWritten = 0;

/** The notes the load wrote, to compare with the notes it was told were saved. */
async function countBenchNotes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from ticket_notes where description like 'Yük testi notu %'",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function phase(name: string, work: () => Promise<void>) {
  const startedAt = performance.now();
  console.log(`… ${name}`);
  await work();
  phases.push({ name, startedAt, endedAt: performance.now() });
  const failed = samples.filter(
    (s) => s.startedAt >= startedAt && (s.status < 200 || s.status > 299),
  );
  console.log(
    `  ${name}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ${failed.length} failed so far in it`,
  );
}

try {
  const { url } = await createDatabase(dbName);
  const [proxyPort, portA, portB] = [
    await findFreePort(),
    await findFreePort(),
    await findFreePort(),
  ];
  const env = { DATABASE_URL: url, PUBLIC_URL: `http://127.0.0.1:${proxyPort}` };
  // Each instance with a data directory of its own: nothing an instance needs is kept there.
  const envOf = (index: number) => ({
    // One agent's token drives the load: the per-user limit (docs/domain.md §8) would answer it.
    API_RATE_LIMIT: '1000000000',
    ...env,
    DATA_DIR: fs.mkdtempSync(path.join(dataDir, `instance-${index}-`)),
  });
  console.log('Starting two instances (the first start migrates and loads the demo data)…');
  const ports = [portA, portB];
  instances.push(
    ...(await Promise.all(
      ports.map((port, index) => startProductProcess({ port, env: envOf(index) })),
    )),
  );
  proxy = await startNginx({ listenPort: proxyPort, upstreamPorts: ports });
  const tokens = await bearerTokensOf(url, { baseUrl: proxy.url }, dataDir, ['agent@demo.local']);
  const data = await loadAgentMixData(url);
  console.log(`${agents} agents through ${proxy.url}`);
  const load = runAgents({
    baseUrl: proxy.url,
    authorization: tokens.get('agent@demo.local') as string,
    agents,
    data,
  });
  samples = load.samples;

  await phase('steady, both instances', () => sleep(steadySeconds * 1000));
  for (const [index, label] of ['A', 'B'].entries()) {
    await phase(`rolling restart of ${label}`, async () => {
      const old = instances[index] as ProductProcess;
      const signalled = performance.now();
      old.child.kill('SIGTERM');
      const code = await old.exited;
      const drainMs = performance.now() - signalled;
      if (code !== 0) throw new Error(`instance ${label} exited with ${code}:\n${old.output()}`);
      const starting = performance.now();
      instances[index] = await startProductProcess({
        port: ports[index] as number,
        env: envOf(index),
      });
      restarts.push({ instance: label, drainMs, startMs: performance.now() - starting });
      await sleep(FAIL_TIMEOUT_MS);
    });
  }
  await phase('steady, both restarted', () => sleep(steadySeconds * 1000));
  await load.stop();
  notesWritten = await countBenchNotes(url);
  nginxErrors = proxy.errorLog().filter((line) => line.includes('[error]'));
} finally {
  await proxy?.stop();
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await dropDatabase(dbName).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
    : 0;
};
const isFailed = (s: Sample) => s.status < 200 || s.status > 299;
const rows = phases.map((p) => {
  const inPhase = samples.filter((s) => s.startedAt >= p.startedAt && s.startedAt < p.endedAt);
  const seconds = (p.endedAt - p.startedAt) / 1000;
  const ms = inPhase.map((s) => s.ms);
  return `| ${p.name} | ${seconds.toFixed(1)} | ${inPhase.length} | ${Math.round(inPhase.length / seconds)} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${inPhase.filter(isFailed).length} |`;
});
const failures = samples.filter(isFailed);
const byCall = new Map<string, number>();
for (const s of samples) byCall.set(s.call, (byCall.get(s.call) ?? 0) + 1);

const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}: two instances on one PostgreSQL database (demo data) behind nginx with \`deploy/nginx.conf\`, ${agents} agents running the agent mix (\`bench/src/agent-mix.ts\`: ${[...byCall].map(([call, count]) => `${call} ${count}`).join(', ')}) through the proxy, back to back, for the whole run. A rolling restart: SIGTERM to A, A drains and exits, A starts again and answers ready, nginx's \`fail_timeout\` passes, then the same for B.`,
  '',
  '| phase | seconds | requests | requests/s | p50 ms | p99 ms | failed |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  '| instance | SIGTERM to exit (drain), ms | start to ready, ms |',
  '|---|---|---|',
  ...restarts.map((r) => `| ${r.instance} | ${r.drainMs.toFixed(0)} | ${r.startMs.toFixed(0)} |`),
  '',
  `Requests nginx sent to the other instance because the closing one reset their connection before reading them: ${nginxErrors.filter((line) => line.includes('Connection reset by peer')).length}; because it refused the connection: ${nginxErrors.filter((line) => line.includes('Connection refused')).length}.`,
  '',
  `Failed requests in all: ${failures.length} of ${samples.length}. Notes answered as saved: ${samples.filter((s) => s.call === 'add a note' && !isFailed(s)).length}; notes in the database: ${notesWritten} (a request sent twice would show here).`,
  ...failures.slice(0, 5).map((s) => `- ${s.call}: ${s.status} ${s.error ?? ''}`),
].join('\n');
console.log(report);
if (nginxErrors.length > 0) console.log(`nginx's error log:\n${nginxErrors.join('\n')}`);
if (process.argv.includes('--write')) writeDocSection('<!-- bench:rolling-restart -->', report);
if (failures.length > 0) process.exitCode = 1;
