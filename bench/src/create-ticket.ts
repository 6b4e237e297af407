// `npm run bench:create-ticket [-- --write] [-- --size=N] [-- --fresh] [-- --drop]`: ticket
// creation under load on the local PostgreSQL server with a million tickets present. Makes (or
// reuses) the database `ccms_bench_tickets`, loads the demo data and bulk tickets
// (ticket-scale-data.ts), starts the product on it, then 20 agents post
// `ticket/createTicket`, 3 runs of 30 s, each request a new ticket with 3 products and a 1 MiB
// PDF. After each run the tickets written must equal the successful answers, with no errors;
// otherwise nothing is written to docs/performance.md.
// More options: --runs=N, --seconds=N, --warmup=N, --connections=N, --file-bytes=N,
// --database=name, --port=N (the product's, 3220 by default), --quiet-wait=N (seconds to wait
// for an idle machine before each run);
// BENCH_SERVER_NODE_OPTIONS for the server process (e.g. --cpu-prof).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
import { cpuSnapshot, cpuUsed, waitForQuietMachine } from './cpu.ts';
import { stop } from './processes.ts';
import {
  type Fixtures,
  loadFixtures,
  multipartTicketBody,
  pdfOfSize,
  ticketPayload,
} from './ticket-requests.ts';
import { insertScaleTickets } from './ticket-scale-data.ts';

const size = Number(argValue('size') ?? 1_000_000);
const connections = Number(argValue('connections') ?? 20);
const seconds = Number(argValue('seconds') ?? 30);
const warmUpSeconds = Number(argValue('warmup') ?? 5);
const runCount = Number(argValue('runs') ?? 3);
const quietWaitSeconds = Number(argValue('quiet-wait') ?? 600);
const dbName = argValue('database') ?? 'ccms_bench_tickets';
const port = Number(argValue('port') ?? 3220);
const FILE_BYTES = Number(argValue('file-bytes') ?? 1024 * 1024);
const fileLabel =
  FILE_BYTES % 2 ** 20 === 0
    ? `${FILE_BYTES / 2 ** 20} MiB`
    : `${FILE_BYTES.toLocaleString('en')} B`;
const step = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const PRODUCTS_PER_TICKET = 3;

type Outcome = { ms: number; ok: boolean; detail?: string };

/**
 * One multipart createTicket request as a browser sends it: the `ticket` JSON part and one
 * `files` part. The PDF buffer is shared by every request and written as is, not copied.
 */
function postTicket(
  agent: http.Agent,
  authorization: string,
  f: Fixtures,
  pdf: Buffer,
): Promise<Outcome> {
  const ticket = ticketPayload(f, PRODUCTS_PER_TICKET);
  const body = multipartTicketBody(ticket, [{ fileName: 'reaksiyon-raporu.pdf', content: pdf }]);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (ok: boolean, detail?: string) =>
      resolve({ ms: performance.now() - started, ok, detail });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ticket/createTicket',
        agent,
        headers: {
          authorization,
          'content-type': body.contentType,
          'content-length': body.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => done(false, error.message));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) return done(false, `${response.statusCode} ${text}`);
          try {
            const body = JSON.parse(text) as { isSuccess?: boolean; data?: { id?: string } };
            if (body.isSuccess && body.data?.id === ticket.id) return done(true);
          } catch {
            // reported below
          }
          done(false, `200 with an unexpected body: ${text.slice(0, 200)}`);
        });
      },
    );
    request.on('error', (error) => done(false, error.message));
    for (const part of body.parts) request.write(part);
    request.end();
  });
}

/** `connections` loops, each posting one request after the other until the time is up. */
async function load(tokens: string[], f: Fixtures, pdf: Buffer, durationSeconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    tokens.map(async (authorization) => {
      while (performance.now() < deadline) {
        outcomes.push(await postTicket(agent, authorization, f, pdf));
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { outcomes, elapsedSeconds };
}

type RunRow = {
  run: number | string;
  outcomes: Outcome[];
  elapsedSeconds: number;
  successes: number;
  errors: number;
  before: number;
  after: number;
};

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** A row of the results table: p50/p90/p99 from every request's latency. */
function tableRow(r: RunRow): string {
  const sorted = r.outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const ms = (p: number) => percentile(sorted, p).toFixed(0);
  const rate = (r.outcomes.length / r.elapsedSeconds).toFixed(1);
  return `| ${r.run} | ${rate} | ${ms(50)} | ${ms(90)} | ${ms(99)} | ${(sorted.at(-1) ?? 0).toFixed(0)} | ${r.successes} | ${r.errors} | ${r.before.toLocaleString('en')} | ${r.after.toLocaleString('en')} |`;
}

function directoryStats(directory: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(directory)) return { files, bytes };
  for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

// 1. The database: demo data and the bulk tickets.
const { url, created } = await createDatabase(dbName, {
  reuse: !process.argv.includes('--fresh'),
});
step(`${created ? 'created' : 'reusing'} database ${dbName}`);
const handle = await openDatabase({ databaseUrl: url });
await handle.migrate();
await seedDemoData(handle.db);
await handle.close();
const client = new pg.Client({ connectionString: url });
await client.connect();
const generation = await insertScaleTickets(client, size, { log: step });
// The database remembers how its bulk tickets were made, for runs that reuse it.
type GenerationNote = { inserted: number; seconds: number; date: string };
if (generation.inserted > 0) {
  const note: GenerationNote = {
    inserted: generation.inserted,
    seconds: Math.round(generation.seconds),
    date: new Date().toISOString().slice(0, 10),
  };
  await client.query(`comment on database ${dbName} is '${JSON.stringify(note)}'`);
}
const generationNote = (
  await client.query(
    `select shobj_description(oid, 'pg_database') as note from pg_database
     where datname = current_database()`,
  )
).rows[0]?.note as string | null;
const lastGeneration = generationNote ? (JSON.parse(generationNote) as GenerationNote) : null;
step(
  generation.inserted > 0
    ? `generated ${generation.inserted.toLocaleString('en')} tickets in ${generation.seconds.toFixed(0)} s`
    : `${generation.before.toLocaleString('en')} tickets already present`,
);
const fixtures = await loadFixtures(client);
const countTickets = async () =>
  Number((await client.query('select count(*) as n from tickets')).rows[0].n);

// 2. The product on it, with a data directory of its own for the files.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-tickets-'));
const filesDir = path.join(dataDir, 'files');
let server: Awaited<ReturnType<typeof startProduct>> | null = null;
// Interrupted (Ctrl-C): the server and the files go too.
const interrupted = () => {
  if (server?.child.pid) process.kill(-server.child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
let passed = false;
let report = '';
try {
  server = await startProduct({
    port,
    dataDir,
    env: {
      DATABASE_URL: url,
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the server spends its time.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
    },
  });
  const { baseUrl } = server;
  const keys = await productSigningKeys({ dataDir, databaseUrl: url });
  const tokens = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      bearerToken(baseUrl, keys, fixtures.users[i % fixtures.users.length]!),
    ),
  );
  const pdf = pdfOfSize(FILE_BYTES);

  // 3. A short warm-up (JIT, caches, pool), then the measured runs, each on a quiet machine.
  if (warmUpSeconds > 0) {
    await waitForQuietMachine(quietWaitSeconds, step);
    const warm = await load(tokens, fixtures, pdf, warmUpSeconds);
    step(`warm-up: ${warm.outcomes.length} requests`);
  }
  const serverPid = server.child.pid ?? 0;
  const measureRun = async (run: number) => {
    const idleShare = await waitForQuietMachine(quietWaitSeconds, step);
    fs.rmSync(filesDir, { recursive: true, force: true });
    const before = await countTickets();
    const runStart = (await client.query('select now() as now')).rows[0].now as Date;
    step(`run ${run}: ${connections} connections, ${seconds} s`);
    const cpuStart = await cpuSnapshot(client, serverPid);
    const { outcomes, elapsedSeconds } = await load(tokens, fixtures, pdf, seconds);
    const cpu = cpuUsed(cpuStart, await cpuSnapshot(client, serverPid));
    const after = await countTickets();
    const count = async (text: string) => Number((await client.query(text, [runStart])).rows[0].n);
    // One client: one query after the other.
    const createdSince = await count('select count(*) as n from tickets where created_at >= $1');
    const documentsSince = await count(
      'select count(*) as n from ticket_documents where created_at >= $1',
    );
    const productsOfRun = await count(
      'select count(*) as n from ticket_products p join tickets t on t.id = p.ticket_id where t.created_at >= $1',
    );
    const files = directoryStats(filesDir);
    fs.rmSync(filesDir, { recursive: true, force: true });

    const successes = outcomes.filter((o) => o.ok).length;
    const errors = outcomes.length - successes;
    const checks: [string, boolean][] = [
      ['no errors', errors === 0],
      ['tickets after − before = successes', after - before === successes],
      ['tickets created since the start = successes', createdSince === successes],
      ['documents = successes', documentsSince === successes],
      ['ticket products = 3 × successes', productsOfRun === PRODUCTS_PER_TICKET * successes],
      [
        `stored files = successes, ${fileLabel} each`,
        files.files === successes && files.bytes === successes * FILE_BYTES,
      ],
    ];
    for (const detail of new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.detail])).slice(0, 5))) {
      console.error(`error: ${detail}`);
    }
    const result = { run, outcomes, elapsedSeconds, successes, errors, before, after };
    return { ...result, checks, cpu, idleShare, files };
  };
  const runs: Awaited<ReturnType<typeof measureRun>>[] = [];
  for (let run = 1; run <= runCount; run++) {
    runs.push(await measureRun(run));
    console.log(tableRow(runs.at(-1)!));
  }
  passed = runs.every((r) => r.checks.every(([, ok]) => ok));

  const all = runs.flatMap((r) => r.outcomes);
  const generated = lastGeneration
    ? `generating ${lastGeneration.inserted.toLocaleString('en')} of them took ${lastGeneration.seconds} s on ${lastGeneration.date}${generation.inserted > 0 ? '' : ' (an earlier run; this one reused the database)'} (\`bench/src/ticket-scale-data.ts\`, including VACUUM ANALYZE)`
    : 'they were there already';
  const version = (await client.query('show server_version')).rows[0].server_version as string;
  const cores = os.cpus().length;
  const perRequest = (cpuSeconds: number, requests: number) =>
    ((cpuSeconds * 1000) / requests).toFixed(1);
  report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cores} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${version.split(' ')[0]}: ${runs[0]!.before.toLocaleString('en')} tickets present when the first run started; ${generated}.`,
    `\`POST /api/ticket/createTicket\`, ${connections} connections (agents: ${[...new Set(fixtures.users.map((u) => u.emailAddress))].join(', ')}), ${runCount} runs of ${seconds} s after a ${warmUpSeconds} s warm-up, each run started on a quiet machine; every request a new ticket of 'Şikayet / Alerji / Reaksiyon / Cilt Reaksiyonu' for a random one of ${fixtures.customers.length.toLocaleString('en')} customers, with 3 products and one ${fileLabel} PDF.`,
    '',
    '| run | requests/s | p50 ms | p90 ms | p99 ms | max ms | successes | errors | tickets before | tickets after |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(tableRow),
    tableRow({
      run: `all ${runCount}`,
      outcomes: all,
      elapsedSeconds: runs.reduce((sum, r) => sum + r.elapsedSeconds, 0),
      successes: runs.reduce((sum, r) => sum + r.successes, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      before: runs[0]!.before,
      after: runs.at(-1)!.after,
    }),
    '',
    'Checks after each run:',
    '',
    ...runs[0]!.checks.map(([name], index) => {
      const failed = runs.filter((r) => !r.checks[index]![1]).map((r) => r.run);
      return `- ${failed.length === 0 ? 'passed in every run' : `FAILED in run ${failed.join(', ')}`}: ${name}`;
    }),
    `- files directory: ${runs.map((r) => `${r.files.files} files, ${(r.files.bytes / 2 ** 20).toFixed(0)} MiB`).join('; ')}; in the product's own DATA_DIR, emptied after each run and deleted at the end`,
    '',
    `CPU used during each run (${cores} cores, so ${cores} core-seconds per second): the server process and the PostgreSQL backends serving it per request, and what the whole machine spent.`,
    '',
    '| run | machine busy, core-s | server ms/request | PostgreSQL ms/request | PostgreSQL, all processes, core-s | load generator, core-s | everything else, core-s | machine busy before the run |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.run} | ${r.cpu.machine.toFixed(1)} of ${(cores * r.elapsedSeconds).toFixed(0)} | ${perRequest(r.cpu.server, r.outcomes.length)} | ${perRequest(r.cpu.database, r.outcomes.length)} | ${r.cpu.postgres.toFixed(1)} | ${r.cpu.generator.toFixed(1)} | ${(r.cpu.machine - r.cpu.server - r.cpu.postgres - r.cpu.generator).toFixed(1)} | ${(r.idleShare * 100).toFixed(0)} % |`,
    ),
  ].join('\n');
  console.log(report);
} finally {
  if (server) await stop(server.child);
  await client.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.argv.includes('--drop')) await dropDatabase(dbName);
}

if (!passed) {
  console.error('The checks failed: nothing written.');
  process.exitCode = 1;
} else if (process.argv.includes('--write')) {
  writeDocSection('<!-- bench:create-ticket -->', report);
  step('docs/performance.md updated');
}
