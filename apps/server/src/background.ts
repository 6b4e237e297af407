import type { FastifyBaseLogger } from 'fastify';
import { type ImportKinds, importJobs } from './modules/imports/index.ts';
import type { BusinessClockSource } from './modules/sla/index.ts';
import {
  autoCloseJob,
  autoFlagJob,
  pendingFileSweepJob,
  slaExceededJob,
} from './modules/tickets/index.ts';
import type { Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { Database, QueueConnection } from './platform/db.ts';
import { createFileStore } from './platform/files/create-file-store.ts';
import type { FileStore } from './platform/files/file-store.ts';
import { idempotencyPruneJob } from './platform/idempotency/prune-job.ts';
import { createSmtpTransport } from './platform/mail/smtp-transport.ts';
import type { Transport } from './platform/outbox/delivery.ts';
import { startOutboxDispatcher } from './platform/outbox/dispatcher.ts';
import { outboxJobs, type Transports } from './platform/outbox/send-jobs.ts';
import { createJobQueue, type JobQueue } from './platform/queue/job-queue.ts';
import { createHttpSmsProvider } from './platform/sms/http-provider.ts';
import { createLoggingSmsProvider } from './platform/sms/logging-provider.ts';

function createTransports(config: AppConfig, log: BackgroundLog): Transports {
  const { smtp, sms } = config.notifications;
  let smsTransport: Transport | undefined;
  if (sms?.kind === 'http') smsTransport = createHttpSmsProvider(sms);
  if (sms?.kind === 'log') smsTransport = createLoggingSmsProvider(log);
  return { mail: smtp ? createSmtpTransport(smtp) : undefined, sms: smsTransport };
}

type BackgroundLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** What runs behind the requests, started by the server and stopped when it closes. */
type BackgroundWork = {
  queue: JobQueue;
  /** Stops taking work; the jobs under way get up to `timeoutMs` to finish. */
  stop(timeoutMs?: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue and delivery, when the server runs them (tests send jobs through it). */
    background?: BackgroundWork;
  }
}

/**
 * Starts the timed jobs and the delivery of mails and SMS (docs/domain.md §5, §17): the job
 * queue with every module's jobs and the outbox's send jobs, and the dispatcher that hands
 * queued messages to it.
 */
export async function startBackgroundWork(deps: {
  config: AppConfig;
  db: Database;
  connection: QueueConnection;
  clock: Clock;
  businessClocks: BusinessClockSource;
  /** The server's file store; without one, a store of its own from the configuration. */
  files?: FileStore;
  /** The kinds the import jobs read and write (modules/imports); none, no import runs. */
  importKinds?: ImportKinds;
  log: BackgroundLog;
}): Promise<BackgroundWork> {
  const { config, db } = deps;
  const settings = config.notifications;
  const transports = createTransports(config, deps.log);
  const files = deps.files ?? createFileStore(config.files);
  const ticketDeps = {
    db,
    clock: deps.clock,
    businessClocks: deps.businessClocks,
    timeZone: config.businessTimeZone,
    publicUrl: config.publicUrl,
  };
  // The imports' sweep sends jobs on the queue it runs on.
  const running: { queue?: JobQueue } = {};
  // Told when the instance stops: a long import job stops after its batch, to resume elsewhere.
  const stopping = new AbortController();
  const imports = importJobs({
    db,
    clock: deps.clock,
    files,
    kinds: deps.importKinds ?? new Map(),
    queue: () => running.queue,
    timeZone: config.businessTimeZone,
    stopping: stopping.signal,
  });
  const queue = createJobQueue({
    connection: deps.connection,
    log: deps.log,
    tuning: {
      pollingIntervalSeconds: settings.jobPollSeconds,
      superviseIntervalSeconds: settings.jobSuperviseSeconds,
    },
    jobs: [
      slaExceededJob(ticketDeps),
      autoCloseJob(ticketDeps),
      autoFlagJob({ ...ticketDeps, autoFlag: config.autoFlag }),
      pendingFileSweepJob({ ...ticketDeps, files }),
      idempotencyPruneJob(ticketDeps),
      ...outboxJobs({ db, transports, settings: settings.send }),
      ...imports,
    ],
  });
  running.queue = queue;
  await queue.start();
  const channels = Object.entries(transports)
    .filter(([, transport]) => transport)
    .map(([channel]) => channel);
  const dispatcher = startOutboxDispatcher({
    db,
    connection: deps.connection,
    queue,
    channels,
    log: deps.log,
    pollMs: settings.outboxPollMs,
  });
  return {
    queue,
    async stop(timeoutMs) {
      stopping.abort();
      await dispatcher.stop();
      await queue.stop(timeoutMs);
      await Promise.all(Object.values(transports).map((transport) => transport?.close()));
      if (!deps.files) files.close();
    },
  };
}
