// `npm run bench:import [-- --write] [-- --size=N] [-- --database=name] [-- --keep]`: the chain
// moves in. Writes a CSV of N customers with their cards (2,000,000 by default, about 160 MB) as a
// stream, makes a fresh database on the local PostgreSQL server with the demo data, starts the
// product as shipped (a process of its own, default settings and logging), and as the demo's
// administrator uploads the file to 'İçe Aktar', follows getImport until it is checked, applies
// it, kills the server (SIGKILL) once while the job writes and starts it again, and follows the
// job to the end. The server's resident memory (VmRSS of /proc/<pid>/status) is sampled every
// 100 ms. Then the customers and cards are counted (nothing doubled), and the same file is
// read and checked a second time (every row unchanged, nothing to apply). With `--write` the figures go to
// docs/performance.md.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import {
  argValue,
  bearerTokensOf,
  createDatabase,
  dropDatabase,
  startProduct,
  writeDocSection,
} from './common.ts';
import { cardsOf, writeCustomersFile } from './import-file.ts';
import { stop } from './processes.ts';

const size = Number(argValue('size') ?? 2_000_000);
const dbName = argValue('database') ?? 'ccms_bench_import';
const keep = process.argv.includes('--keep');
const port = Number(process.env.BENCH_PORT ?? 3240);
const ADMIN = 'admin@demo.local';
const MB = 1024 * 1024;
/** The goals of issue 39: rows a second read and checked, and applied; the memory growth. */
const GOAL_ROWS_PER_SECOND = 20_000;
const GOAL_GROWTH_MB = 200;

const step = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The peak resident memory of a process, sampled every 100 ms until stopped. */
function sampleResident(pid: number) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 100);
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

type Server = Awaited<ReturnType<typeof startProduct>>;

async function callApi<T>(
  server: Server,
  authorization: string,
  method: 'GET' | 'POST',
  call: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api/${call}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call}: ${response.status} ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as { data?: T } & T;
  return (answer.data ?? answer) as T;
}

/** Streams the file to import/uploadImportFile as multipart parts 'kind' and 'file'. */
function upload(server: Server, authorization: string, file: string): Promise<TImportSummary> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncustomers\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="musteriler.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}/api/import/uploadImportFile`,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(new Error(`upload: ${response.statusCode} ${text.slice(0, 300)}`));
          } else resolve((JSON.parse(text) as { data: TImportSummary }).data);
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = fs.createReadStream(file);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(tail));
    stream.on('error', reject);
  });
}

const describe = (s: TImportSummary) =>
  `${s.state}: read ${s.rowsRead.toLocaleString('en')}, applied ${s.rowsApplied.toLocaleString('en')}, ` +
  `new ${s.newCount}, changed ${s.changedCount}, unchanged ${s.unchangedCount}, refused ${s.refusedCount}` +
  (s.secondsLeft === null ? '' : `, ${s.secondsLeft} s left`);

/** Polls getImport every second on the current server, printing progress, until `done` holds. */
async function follow(
  authorization: string,
  importId: string,
  done: (summary: TImportSummary) => boolean,
  onProgress: (summary: TImportSummary) => Promise<boolean> = async () => false,
): Promise<TImportSummary> {
  for (;;) {
    const summary = await callApi<TImportSummary>(
      server,
      authorization,
      'GET',
      `import/getImport?importId=${importId}`,
    );
    const rss = residentBytes(server.child.pid!);
    step(`${describe(summary)}; server ${(rss / MB).toFixed(0)} MB`);
    if (summary.state === 'failed') throw new Error(`import failed: ${summary.failureMessage}`);
    if (done(summary)) return summary;
    if (await onProgress(summary)) return summary;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-import-'));
const file = path.join(dataDir, 'musteriler.csv');
step(`writing ${size.toLocaleString('en')} customers to ${file}`);
const fileBytes = await writeCustomersFile(file, size, (rows, bytes) =>
  step(`  ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB`),
);

const { url } = await createDatabase(dbName);
step(`database ${dbName}: migrating and loading the demo data`);
const handle = await openDatabase({ databaseUrl: url });
await handle.migrate();
await seedDemoData(handle.db);
await handle.close();
const client = new pg.Client({ connectionString: url });
await client.connect();
const version = (await client.query('show server_version')).rows[0].server_version as string;
const demoCustomers = Number((await client.query('select count(*) from customers')).rows[0].count);

const env = { DATABASE_URL: url };
let server = await startProduct({ port, dataDir, env });
type Figures = {
  readSeconds: number;
  readPeakMb: number;
  baselineMb: number;
  applySeconds?: number;
  applyPeakMb?: number;
  applyBaselineMb?: number;
  restartPeakMb?: number;
  restartBaselineMb?: number;
  summary: TImportSummary;
};

async function readAndCheck(authorization: string): Promise<Figures> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const baseline = residentBytes(server.child.pid!);
  step(`server resident memory before the upload: ${(baseline / MB).toFixed(0)} MB`);
  const sampler = sampleResident(server.child.pid!);
  const started = performance.now();
  const uploaded = await upload(server, authorization, file);
  step(`uploaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const summary = await follow(authorization, uploaded.id, (s) => s.state === 'checked');
  const readSeconds = (performance.now() - started) / 1000;
  return {
    readSeconds,
    readPeakMb: sampler.stop() / MB,
    baselineMb: baseline / MB,
    summary,
  };
}

let first: Figures;
let second: Figures;
let counts: { customers: number; cards: number; doubled: number };
let killedAt = 0;
let downSeconds = 0;
let takeOverSeconds = 0;
try {
  const tokens = await bearerTokensOf(url, server, dataDir, [ADMIN]);
  const authorization = tokens.get(ADMIN)!;

  step('first import: every row new');
  first = await readAndCheck(authorization);
  const importId = first.summary.id;
  let sampler = sampleResident(server.child.pid!);
  first.applyBaselineMb = residentBytes(server.child.pid!) / MB;
  const applyStarted = performance.now();
  let killed = 0;
  await callApi(server, authorization, 'POST', 'import/applyImport', { importId });
  const killAt = Math.floor(size * 0.4);
  const applied = await follow(
    authorization,
    importId,
    (s) => s.state === 'applied',
    async (s) => {
      if (killed && !takeOverSeconds && s.rowsApplied > killedAt) {
        takeOverSeconds = (performance.now() - killed) / 1000;
        step(`the job goes on ${takeOverSeconds.toFixed(0)} s after the kill`);
      }
      if (killed || s.rowsApplied < killAt) return false;
      first.applyPeakMb = sampler.stop() / MB;
      killedAt = s.rowsApplied;
      step(`killing the server (SIGKILL) at ${killedAt.toLocaleString('en')} rows applied`);
      killed = performance.now();
      process.kill(server.child.pid!, 'SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      server = await startProduct({ port, dataDir, env });
      downSeconds = (performance.now() - killed) / 1000;
      step(`restarted in ${downSeconds.toFixed(1)} s`);
      first.restartBaselineMb = residentBytes(server.child.pid!) / MB;
      sampler = sampleResident(server.child.pid!);
      return false;
    },
  );
  first.summary = applied;
  // Writing time: the wall time less the gap between the kill and the job going on again.
  first.applySeconds = (performance.now() - applyStarted) / 1000 - takeOverSeconds;
  first.restartPeakMb = sampler.stop() / MB;

  const { rows } = await client.query(
    `select (select count(*) from customers where phone_number like '0510%')::int as customers,
       (select count(*) from loyalty_cards lc join customers c on c.id = lc.customer_id
         where c.phone_number like '0510%')::int as cards,
       (select count(*) from (select 1 from customers group by phone_number having count(*) > 1) d)::int
         as doubled`,
  );
  counts = rows[0];
  step(
    `stored: ${counts.customers.toLocaleString('en')} customers of ${size.toLocaleString('en')}, ${counts.cards.toLocaleString('en')} cards of ${cardsOf(size).toLocaleString('en')}, ${counts.doubled} phones twice`,
  );
  if (counts.customers !== size || counts.cards !== cardsOf(size) || counts.doubled !== 0) {
    throw new Error('the stored rows do not match the file');
  }

  step('second import of the same file: every row unchanged (nothing to apply)');
  second = await readAndCheck(authorization);
} finally {
  await stop(server.child);
  await client.end();
  if (!keep) {
    await dropDatabase(dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const perSecond = (rows: number, seconds: number) =>
  Math.round(rows / seconds).toLocaleString('en');
const growth = (f: Figures) => f.readPeakMb - f.baselineMb;
const applyGrowth = Math.max(
  (first.applyPeakMb ?? 0) - (first.applyBaselineMb ?? 0),
  (first.restartPeakMb ?? 0) - (first.restartBaselineMb ?? 0),
);
const outcomes = (s: TImportSummary) =>
  `${s.newCount.toLocaleString('en')} / ${s.changedCount.toLocaleString('en')} / ${s.unchangedCount.toLocaleString('en')} / ${s.refusedCount.toLocaleString('en')}`;
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} (load average ${os.loadavg()[0]!.toFixed(1)} at the end), Node ${process.version}, PostgreSQL ${version.split(' ')[0]} with its default settings, the product started as shipped (a process, default settings and logging) on the demo data (${demoCustomers.toLocaleString('en')} customers).`,
  `File: ${size.toLocaleString('en')} customers with ${cardsOf(size).toLocaleString('en')} cards, ${(fileBytes / 1e6).toFixed(0)} MB of ';' CSV (\`bench/src/import-file.ts\`), uploaded by the demo administrator. "Read and checked": from the start of the upload to the state 'checked'. "Applied": from 'Uygula' to 'applied', less the ${takeOverSeconds.toFixed(0)} s between the kill and the job going on again on the restarted server. Memory: the server's VmRSS peak less its level before (the apply: for each of its two processes).`,
  '',
  '| import | new / changed / unchanged / refused | read and checked | rows/s | server MB before | growth MB |',
  '|---|---|---|---|---|---|',
  `| first (all new) | ${outcomes(first.summary)} | ${first.readSeconds.toFixed(0)} s | **${perSecond(size, first.readSeconds)}** | ${first.baselineMb.toFixed(0)} | ${growth(first).toFixed(0)} |`,
  `| second, the same file | ${outcomes(second.summary)} | ${second.readSeconds.toFixed(0)} s | **${perSecond(size, second.readSeconds)}** | ${second.baselineMb.toFixed(0)} | ${growth(second).toFixed(0)} |`,
  '',
  `Applying the first: ${first.applySeconds!.toFixed(0)} s, **${perSecond(size, first.applySeconds!)} rows/s**, memory growth ${applyGrowth.toFixed(0)} MB. The server was killed (SIGKILL) at ${killedAt.toLocaleString('en')} rows applied and started again (${downSeconds.toFixed(0)} s); the job went on from its last committed batch. Afterwards ${counts.customers.toLocaleString('en')} customers and ${counts.cards.toLocaleString('en')} cards of the file are stored, ${counts.doubled} phones twice. The second import has nothing to apply ('Uygula' answers so).`,
].join('\n');
console.log(`\n${report}\n`);
const met =
  first.readSeconds <= size / GOAL_ROWS_PER_SECOND &&
  first.applySeconds! <= size / GOAL_ROWS_PER_SECOND &&
  Math.max(growth(first), applyGrowth, growth(second)) < GOAL_GROWTH_MB;
console.log(
  `goal (${GOAL_ROWS_PER_SECOND.toLocaleString('en')} rows/s read and checked, and applied; growth under ${GOAL_GROWTH_MB} MB): ${met ? 'met' : 'NOT MET'}`,
);
if (process.argv.includes('--write')) writeDocSection('<!-- bench:import -->', report);
