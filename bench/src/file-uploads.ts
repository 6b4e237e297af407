// `npm run bench:file-uploads [-- --write]`: what many large uploads at once cost the server's
// memory. Makes a fresh database `ccms_bench_files` on the local PostgreSQL server with the demo
// data, starts a local S3 server (s3rver) and the product on both, then 20 agents each post
// `ticket/createTicket` with five 10 MB PDFs at the same moment, for several rounds. The
// server's resident memory (VmRSS of /proc/<pid>/status) is sampled every 20 ms: the figure is
// the peak during the uploads less the level before them. The same then runs with the files on
// the local disk. Every ticket, document row and stored object is counted afterwards; with
// `--write` the figures go to docs/performance.md.
// Options: --agents=N, --files=N, --file-bytes=N, --rounds=N, --store=s3|disk|both,
// --s3-concurrency=N (the server's S3_UPLOAD_CONCURRENCY), --database=name.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { startTestS3 } from '../../apps/server/src/test/s3-server.ts';
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
import {
  type Fixtures,
  loadFixtures,
  multipartTicketBody,
  pdfOfSize,
  ticketPayload,
} from './ticket-requests.ts';

const agents = Number(argValue('agents') ?? 20);
const filesPerRequest = Number(argValue('files') ?? 5);
const FILE_BYTES = Number(argValue('file-bytes') ?? 10_000_000);
const rounds = Number(argValue('rounds') ?? 3);
const stores = (argValue('store') ?? 'both') === 'both' ? ['s3', 'disk'] : [argValue('store')!];
const dbName = argValue('database') ?? 'ccms_bench_files';
const s3Concurrency = argValue('s3-concurrency');
const port = 3230;
/** The goal of docs/performance.md: the uploads grow the server's memory by less than this. */
const GOAL_MB = 100;
const MB = 1024 * 1024;

const step = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The server's resident memory in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the process's resident memory every 20 ms until stopped; answers the peak. */
function sampleResident(pid: number) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

type Outcome = { ok: boolean; detail?: string; ticketId: string };

/** One createTicket with `filesPerRequest` file parts, the same PDF buffer written each time. */
function postTicket(authorization: string, f: Fixtures, pdf: Buffer): Promise<Outcome> {
  const ticket = ticketPayload(f, 1);
  const pdfs = Array.from({ length: filesPerRequest }, (_, n) => ({
    fileName: `katalog-${n + 1}.pdf`,
    content: pdf,
  }));
  const { contentType, parts, length } = multipartTicketBody(ticket, pdfs);
  return new Promise((resolve) => {
    const done = (ok: boolean, detail?: string) => resolve({ ok, detail, ticketId: ticket.id });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/ticket/createTicket',
        agent: false,
        headers: {
          authorization,
          'content-type': contentType,
          'content-length': length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done(response.statusCode === 200, `${response.statusCode} ${text.slice(0, 200)}`);
        });
      },
    );
    request.on('error', (error) => done(false, error.message));
    (async () => {
      for (const part of parts) {
        if (!request.write(part)) await new Promise((go) => request.once('drain', go));
      }
      request.end();
    })();
  });
}

type StoreRun = {
  store: string;
  baselineMb: number;
  peaks: number[];
  seconds: number[];
  failures: number;
  documents: number;
  objects: number;
  objectBytes: number;
};

async function objectsOfDisk(dir: string) {
  let count = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { count, bytes };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

const { url } = await createDatabase(dbName);
step(`database ${dbName}: migrating and loading the demo data`);
const handle = await openDatabase({ databaseUrl: url });
await handle.migrate();
await seedDemoData(handle.db);
await handle.close();
const client = new pg.Client({ connectionString: url });
await client.connect();
const fixtures = await loadFixtures(client);
const version = (await client.query('show server_version')).rows[0].server_version as string;
const pdf = pdfOfSize(FILE_BYTES);
const results: StoreRun[] = [];

try {
  for (const store of stores) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccms-bench-files-'));
    const s3 = store === 's3' ? await startTestS3() : null;
    step(`${store}: starting the product`);
    const server = await startProduct({
      port,
      dataDir,
      env: {
        DATABASE_URL: url,
        MAX_FILE_MB: String(Math.max(10, Math.ceil(FILE_BYTES / MB))),
        ...s3?.env,
        ...(s3Concurrency && { S3_UPLOAD_CONCURRENCY: s3Concurrency }),
      },
    });
    try {
      const pid = server.child.pid!;
      const keys = await productSigningKeys({ dataDir, databaseUrl: url });
      const tokens = await Promise.all(
        Array.from({ length: agents }, (_, n) =>
          bearerToken(server.baseUrl, keys, fixtures.users[n % fixtures.users.length]!),
        ),
      );
      // Warm-up: every code path of an upload runs once before the level is read.
      const warm = await Promise.all(tokens.slice(0, 2).map((t) => postTicket(t, fixtures, pdf)));
      if (!warm.every((o) => o.ok)) throw new Error(`warm-up failed: ${warm[0]?.detail}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const baseline = residentBytes(pid);
      step(`${store}: resident memory before the uploads ${(baseline / MB).toFixed(0)} MB`);
      const run: StoreRun = {
        store,
        baselineMb: baseline / MB,
        peaks: [],
        seconds: [],
        failures: 0,
        documents: 0,
        objects: 0,
        objectBytes: 0,
      };
      const ticketIds: string[] = [];
      for (let round = 1; round <= rounds; round++) {
        const sampler = sampleResident(pid);
        const started = performance.now();
        const outcomes = await Promise.all(tokens.map((t) => postTicket(t, fixtures, pdf)));
        const seconds = (performance.now() - started) / 1000;
        const peak = sampler.stop();
        run.peaks.push(peak / MB);
        run.seconds.push(seconds);
        run.failures += outcomes.filter((o) => !o.ok).length;
        for (const o of outcomes) if (!o.ok) console.error(`error: ${o.detail}`);
        ticketIds.push(...outcomes.filter((o) => o.ok).map((o) => o.ticketId));
        step(
          `${store} round ${round}: ${agents} × ${filesPerRequest} × ${(FILE_BYTES / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s, ` +
            `peak ${(peak / MB).toFixed(0)} MB (+${((peak - baseline) / MB).toFixed(0)} MB)`,
        );
      }
      run.documents = Number(
        (
          await client.query(
            'select count(*) as n from ticket_documents where ticket_id = any($1) and size = $2',
            [ticketIds, FILE_BYTES],
          )
        ).rows[0].n,
      );
      if (s3) {
        const keys = await s3.keys();
        run.objects = keys.length;
        run.objectBytes = Number.NaN;
      } else {
        const stored = await objectsOfDisk(path.join(dataDir, 'files'));
        run.objects = stored.count;
        run.objectBytes = stored.bytes;
      }
      results.push(run);
    } finally {
      await stop(server.child);
      await s3?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await client.end();
  await dropDatabase(dbName);
}

const expected = (agents * rounds + 2) * filesPerRequest;
const growth = (r: StoreRun) => Math.max(...r.peaks) - r.baselineMb;
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${version.split(' ')[0]}, s3rver (a local S3-compatible server) on the same machine.`,
  `${agents} agents post \`ticket/createTicket\` at the same moment, each with ${filesPerRequest} PDFs of ${FILE_BYTES.toLocaleString('en')} bytes (${((agents * filesPerRequest * FILE_BYTES) / 1e9).toFixed(1)} GB a round), ${rounds} rounds after a warm-up of 2 requests; the server's resident memory (VmRSS) is sampled every 20 ms, and the growth is the highest peak less the level just before the first round. Goal: under ${GOAL_MB} MB.`,
  '',
  '| store | before MB | peak MB per round | growth MB | seconds per round | MB/s received | failed requests | document rows | stored objects |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) => {
    const mbPerSecond =
      (agents * filesPerRequest * FILE_BYTES) /
      1e6 /
      (r.seconds.reduce((a, b) => a + b, 0) / r.seconds.length);
    return `| ${r.store} | ${r.baselineMb.toFixed(0)} | ${r.peaks.map((p) => p.toFixed(0)).join(', ')} | **${growth(r).toFixed(0)}** | ${r.seconds.map((s) => s.toFixed(1)).join(', ')} | ${mbPerSecond.toFixed(0)} | ${r.failures} | ${r.documents} of ${agents * rounds * filesPerRequest} | ${r.objects} of ${expected}${Number.isNaN(r.objectBytes) ? '' : `, ${(r.objectBytes / 1e6).toFixed(0)} MB`} |`;
  }),
  '',
  ...results.map(
    (r) =>
      `- ${r.store}: ${growth(r) < GOAL_MB && r.failures === 0 && r.objects === expected ? 'met' : 'NOT MET'}: growth ${growth(r).toFixed(0)} MB < ${GOAL_MB} MB, no failed request, one stored object per file (warm-up included)`,
  ),
  '',
  `Each file part streams from the request to the store: its first 256 KB are checked by content, the rest passes on. To S3, up to ${s3Concurrency ?? 2} uploads at once (\`S3_UPLOAD_CONCURRENCY\`) stream straight through the SDK's multipart helper, which holds one 5 MB part of each in memory; the others are spooled to a temporary file as they arrive and sent from there in one request of known length, holding no memory and never waiting for a slow client.`,
].join('\n');
console.log(`\n${report}\n`);
const passed = results.every(
  (r) => growth(r) < GOAL_MB && r.failures === 0 && r.objects === expected,
);
if (process.argv.includes('--write')) {
  if (passed) writeDocSection('<!-- bench:file-uploads -->', report);
  else console.error('A check failed: docs/performance.md is left as it was.');
}
process.exitCode = passed ? 0 : 1;
