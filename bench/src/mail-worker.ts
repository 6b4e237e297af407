// `npm run bench:mail [-- --write] [-- --messages=2000] [-- --samples=40]`: the mail worker
// (docs/domain.md §17) against a local SMTP server started here (smtp-server, accepting and
// counting). Throughput: `messages` mails queued at once, then the server's background work
// (job queue, dispatcher, send jobs) started, timed until the SMTP server accepted the last.
// Latency: with the worker idle, one mail at a time queued in a transaction, as a ticket
// creation queues its red-alarm mail, timed from the commit to the SMTP server's end of data.
// On the local PostgreSQL (database `ccms_bench_mail`, made afresh) and on the embedded PGlite.
import os from 'node:os';
import { startBackgroundWork } from '../../apps/server/src/background.ts';
import { createBusinessClockSource } from '../../apps/server/src/modules/sla/index.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db.ts';
import { queueMessage } from '../../apps/server/src/platform/outbox/outbox.ts';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { argValue, createDatabase, dropDatabase, writeDocSection } from './common.ts';

const MESSAGES = Number(argValue('messages') ?? 2000);
const SAMPLES = Number(argValue('samples') ?? 40);
const BATCH_SIZES = [10, 25];
const quiet = { error: console.error, warn: () => {}, info: () => {} };

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

async function queueMails(handle: DatabaseHandle, count: number, run: string) {
  for (let n = 0; n < count; n++) {
    await queueMessage(handle.db, {
      channel: 'mail',
      topic: 'bench',
      dedupeKey: `${run}:${n}`,
      ticketId: null,
      recipients: [`kisi${n % 50}@bench.test`, 'kalite@bench.test'],
      subject: `Kırmızı alarm: #${100000 + n} Şikayet / Personel / Personel Tutumu`,
      body: 'Bilet kırmızı alarm tanımlı bir kırılımda açıldı.\n'.repeat(12),
      html: `<p>${'Bilet kırmızı alarm tanımlı bir kırılımda açıldı.'.repeat(12)}</p>`,
    });
  }
}

function start(handle: DatabaseHandle, sink: Sink, batchSize: number) {
  const config = loadConfig({
    ...process.env,
    SMTP_URL: sink.url,
    OUTBOX_BATCH_SIZE: String(batchSize),
    JOB_POLL_SECONDS: '2',
  });
  return startBackgroundWork({
    config,
    db: handle.db,
    connection: handle.queueConnection,
    clock: systemClock,
    businessClocks: createBusinessClockSource(handle.db, config.businessTimeZone),
    log: quiet as never,
  });
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The SMTP server did not receive everything');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function throughput(handle: DatabaseHandle, batchSize: number) {
  const sink = await startSmtpSink({ parse: false });
  try {
    await queueMails(handle, MESSAGES, `throughput-${batchSize}-${Date.now()}`);
    const startedAt = performance.now();
    const work = await start(handle, sink, batchSize);
    await until(() => sink.arrivals.length >= MESSAGES, 600_000);
    const seconds = (performance.now() - startedAt) / 1000;
    await work.stop();
    return MESSAGES / seconds;
  } finally {
    await sink.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

async function latency(handle: DatabaseHandle) {
  const sink = await startSmtpSink({ parse: false });
  const work = await start(handle, sink, 10);
  const samples: number[] = [];
  try {
    const run = `latency-${Date.now()}`;
    for (let n = 0; n < SAMPLES; n++) {
      const before = sink.arrivals.length;
      let committedAt = 0;
      await handle.db.transaction(async (tx) => {
        await queueMessage(tx, {
          channel: 'mail',
          topic: 'bench',
          dedupeKey: `${run}:${n}`,
          ticketId: null,
          recipients: ['kalite@bench.test'],
          subject: `Gecikme ${n}`,
          body: 'Ölçüm',
        });
      });
      committedAt = performance.now();
      await until(() => sink.arrivals.length > before, 30_000);
      samples.push((sink.arrivals[before] as number) - committedAt);
      // Let the worker go idle again, as between two real events.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } finally {
    await work.stop();
    await sink.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) as number };
}

async function measure(label: string, open: () => Promise<DatabaseHandle>) {
  const rows: string[] = [];
  for (const batchSize of BATCH_SIZES) {
    const handle = await open();
    try {
      const rate = await throughput(handle, batchSize);
      rows.push(`| ${label} | throughput, batch ${batchSize} | ${rate.toFixed(0)} mails/s |`);
      console.log(rows.at(-1));
    } finally {
      await handle.close();
    }
  }
  const handle = await open();
  try {
    const { p50, p95, max } = await latency(handle);
    rows.push(
      `| ${label} | event → SMTP, ${SAMPLES} mails | p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms |`,
    );
    console.log(rows.at(-1));
  } finally {
    await handle.close();
  }
  return rows;
}

async function main() {
  const postgres = async () => {
    const { url } = await createDatabase('ccms_bench_mail');
    const handle = await openDatabase({ databaseUrl: url });
    await handle.migrate();
    return handle;
  };
  const pglite = async () => {
    const handle = await openDatabase({ pgliteDir: 'memory' });
    await handle.migrate();
    return handle;
  };
  const rows = [...(await measure('PostgreSQL', postgres)), ...(await measure('PGlite', pglite))];
  await dropDatabase('ccms_bench_mail');

  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; the SMTP server runs in the same process. ${MESSAGES.toLocaleString('en')} mails of about 1.5 kB with two recipients each.`,
    '',
    '| database | measure | result |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${report}`);
  if (process.argv.includes('--write')) writeDocSection('<!-- bench:mail -->', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
