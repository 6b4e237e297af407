import { createHash } from 'node:crypto';
import pg from 'pg';
import type { QueueConnection } from '../db.ts';
import type { JobQueue, QueueLog } from '../queue/job-queue.ts';
import type { SealedDb } from '../sealed-db.ts';
import { findUndispatchedMessages, markDispatched, OUTBOX_CHANNEL } from './repository.ts';
import { OUTBOX_SEND_JOB, type SendJobData } from './send-jobs.ts';

/** The queue job of a message's round: the same id from every instance, so it is queued once. */
export function sendJobId(messageId: string, round: number): string {
  const hex = createHash('sha256').update(`${messageId}:${round}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const BATCH = 100;

/** Hands every queued message of the given channels to a send job; answers how many. */
export async function dispatchQueuedMessages(
  db: SealedDb,
  queue: Pick<JobQueue, 'insert'>,
  channels: string[],
): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await findUndispatchedMessages(db, channels, BATCH);
    if (rows.length === 0) return total;
    const jobs = rows.map((row) => ({ ...row, jobId: sendJobId(row.id, row.round) }));
    // Job first, mark second: a crash between them re-queues the same job id, a no-op.
    await queue.insert(
      OUTBOX_SEND_JOB,
      jobs.map((job) => ({
        id: job.jobId,
        data: { messageId: job.id, round: job.round } satisfies SendJobData,
      })),
    );
    for (const job of jobs) await markDispatched(db, job);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

type Listener = { close(): Promise<void> };

async function listen(
  connection: QueueConnection,
  onNotice: () => void,
  onLost: () => void,
): Promise<Listener> {
  if (connection.kind === 'pglite') {
    const unsubscribe = await connection.client.listen(OUTBOX_CHANNEL, onNotice);
    return { close: () => unsubscribe() };
  }
  const client = new pg.Client({ connectionString: connection.connectionString });
  client.on('notification', onNotice);
  client.on('error', onLost);
  client.on('end', onLost);
  await client.connect();
  await client.query(`listen ${OUTBOX_CHANNEL}`);
  return { close: () => client.end().catch(() => {}) };
}

/**
 * Bridges the outbox to the queue (docs/domain.md §17): a message queued in any transaction is
 * announced on commit (NOTIFY) and handed to a send job at once; a poll every `pollMs` catches
 * what a lost notification or a crash left behind. Only channels this instance can send are
 * dispatched: without SMTP, mails stay queued.
 */
export function startOutboxDispatcher(deps: {
  db: SealedDb;
  connection: QueueConnection;
  queue: Pick<JobQueue, 'insert'>;
  channels: string[];
  log: QueueLog;
  pollMs: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let isPending = false;
  let isStopped = false;
  let listener: Listener | null = null;
  let isListening = false;

  const run = () => {
    if (isPending || isStopped) return;
    isPending = true;
    running = running.then(async () => {
      isPending = false;
      try {
        await dispatchQueuedMessages(deps.db, deps.queue, deps.channels);
      } catch (error) {
        deps.log.error({ err: error }, 'outbox dispatch failed');
      }
    });
  };
  const connect = () => {
    if (isListening || isStopped) return;
    isListening = true;
    listen(deps.connection, run, () => {
      // The listening connection dropped: polls carry on, the next one listens again.
      isListening = false;
      listener = null;
    })
      .then((opened) => {
        listener = opened;
        if (isStopped) void opened.close();
      })
      .catch((error) => {
        isListening = false;
        deps.log.warn({ err: error }, 'outbox listener unavailable; polling only');
      });
  };

  const timer = setInterval(() => {
    connect();
    run();
  }, deps.pollMs);
  timer.unref();
  connect();
  run();
  return {
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await listener?.close();
      await running;
    },
  };
}
