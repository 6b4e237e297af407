// `npm run bench:agents [-- --write] [-- --agents=20,50] [-- --seconds=N] [-- --port=N] [-- --database=name]`: the
// agent mix (agent-mix.ts: phone look-up, customer page, the customer's tickets, my list, a
// ticket's detail, a note every fourth round) closed loop against one product instance on the
// local PostgreSQL server with the demo data, at each number of agents. Reports requests/s,
// p50/p99 per call, failures, the notes acknowledged against the notes stored, and where the
// CPU went. Figures go to docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAgentMixData, runAgents, type Sample } from './agent-mix.ts';
import {
  argValue,
  bearerTokensOf,
  createDatabase,
  dropDatabase,
  startProduct,
  writeDocSection,
} from './common.ts';
import { cpuSnapshot, cpuUsed, waitForQuietMachine } from './cpu.ts';
import { stop } from './processes.ts';

const agentCounts = (argValue('agents') ?? '20,50').split(',').map(Number);
const seconds = Number(argValue('seconds') ?? 20);
const port = Number(argValue('port') ?? 3241);
const DATABASE = argValue('database') ?? 'ccms_bench_agents';
const NOTE_PREFIX = 'Yük testi notu';

const step = (line: string) => console.log(`… ${line}`);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;
const f1 = (n: number) => n.toFixed(1);

type Run = {
  agents: number;
  perSecond: number;
  samples: Sample[];
  notesAcknowledged: number;
  notesStored: number;
  cpu: ReturnType<typeof cpuUsed>;
};

async function countNotes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    'select count(*) from ticket_notes where description like $1',
    [`${NOTE_PREFIX} %`],
  );
  return Number(rows[0]?.count ?? 0);
}

function callRows(samples: Sample[]): string[] {
  const byCall = new Map<string, Sample[]>();
  for (const sample of samples)
    byCall.set(sample.call, [...(byCall.get(sample.call) ?? []), sample]);
  return [...byCall].map(([call, rows]) => {
    const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
    const failed = rows.filter((row) => row.status < 200 || row.status > 299).length;
    return `${call} ${rows.length}: p50 ${f1(percentile(sorted, 0.5))} / p99 ${f1(percentile(sorted, 0.99))} ms${failed ? `, ${failed} failed` : ''}`;
  });
}

function report(runs: Run[]): string {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, local PostgreSQL, demo data; one product instance; the agents run in the benchmark's own process (closed loop, each agent's next request leaves when its answer arrives), ${seconds} s per run after a 3 s warm-up.`,
    '',
    '| agents | requests/s | p50 ms | p99 ms | failures | notes acknowledged / stored | CPU ms per request: server + PostgreSQL + load generator | per call: answers, p50 / p99 ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    const sorted = run.samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const failures = run.samples.filter((s) => s.status < 200 || s.status > 299).length;
    const perRequest = (cpuSeconds: number) => f1((cpuSeconds * 1000) / run.samples.length);
    lines.push(
      `| ${run.agents} | ${Math.round(run.perSecond)} | ${f1(percentile(sorted, 0.5))} | ${f1(percentile(sorted, 0.99))} | ${failures} | ${run.notesAcknowledged} / ${run.notesStored} | ${perRequest(run.cpu.server)} + ${perRequest(run.cpu.postgres)} + ${perRequest(run.cpu.generator)} | ${callRows(run.samples).join('; ')} |`,
    );
  }
  return lines.join('\n');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-agents-'));
step(`a new database ${DATABASE} with the demo data`);
const { url } = await createDatabase(DATABASE);
step('starting the product (migrations and demo data on first start)');
const server = await startProduct({ port, dataDir, env: { DATABASE_URL: url } });
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const pid = server.child.pid as number;
  const tokens = await bearerTokensOf(url, server, dataDir, ['agent@demo.local']);
  const authorization = tokens.get('agent@demo.local') ?? '';
  const data = await loadAgentMixData(url);
  const runs: Run[] = [];
  for (const agents of agentCounts) {
    await waitForQuietMachine(60, step);
    const warmUp = runAgents({ baseUrl: server.baseUrl, authorization, agents, data });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await warmUp.stop();
    const notesBefore = await countNotes(client);
    step(`${agents} agents for ${seconds} s`);
    const cpuStart = await cpuSnapshot(client, pid);
    const load = runAgents({ baseUrl: server.baseUrl, authorization, agents, data });
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await load.stop();
    const elapsed = (performance.now() - startedAt) / 1000;
    const cpu = cpuUsed(cpuStart, await cpuSnapshot(client, pid));
    const notesAcknowledged = load.samples.filter(
      (s) => s.call === 'add a note' && s.status >= 200 && s.status < 300,
    ).length;
    const run: Run = {
      agents,
      perSecond: load.samples.length / elapsed,
      samples: load.samples,
      notesAcknowledged,
      notesStored: (await countNotes(client)) - notesBefore,
      cpu,
    };
    runs.push(run);
    step(
      `${agents} agents: ${Math.round(run.perSecond)} requests/s, notes ${run.notesAcknowledged} acknowledged / ${run.notesStored} stored`,
    );
    for (const line of callRows(run.samples)) step(`  ${line}`);
  }
  const text = report(runs);
  console.log(`\n${text}`);
  const failed = runs.some(
    (run) =>
      run.notesAcknowledged !== run.notesStored ||
      run.samples.some((s) => s.status < 200 || s.status > 299),
  );
  if (failed) throw new Error('Failures or lost notes: nothing written');
  if (process.argv.includes('--write')) {
    writeDocSection('<!-- bench:agents -->', text);
    step('docs/performance.md updated');
  }
} finally {
  await stop(server.child);
  await client.end();
  await dropDatabase(DATABASE);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
