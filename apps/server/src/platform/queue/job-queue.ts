import type { FastifyBaseLogger } from 'fastify';
import {
  fromPglite,
  type Job,
  type JobInsert,
  type JobResult,
  PgBoss,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import type { QueueConnection } from '../db.ts';

/** The schema pg-boss keeps its tables in, beside ours. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * What a job's handler answers for one job: done, or given up at once (a permanent failure goes
 * straight to the queue's dead letter). Throwing fails this attempt: retried with back-off.
 */
export type JobOutcome = 'completed' | 'deadletter';

/**
 * A kind of work the queue runs (docs/domain.md §17.1): a queue with its retry and
 * dead-letter settings, an optional cron schedule, and the handler run for each job, once across
 * all server instances.
 */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** Retries, back-off, expiry, dead letter; pg-boss's queue options. */
  queue?: Omit<Queue, 'name'>;
  /** Cron expression, read in `tz` (the business time zone); one job per occurrence. */
  schedule?: { cron: string; tz: string };
  /** Jobs fetched at once and run side by side on this instance. */
  batchSize?: number;
  handle(job: Job<T>): Promise<JobOutcome | undefined>;
};

/** The retry and expiry of a timed housekeeping job (seconds, as pg-boss counts them). */
type Housekeeping = { retryLimit: number; retryDelay: number; expireInSeconds: number };

/**
 * A job run on a cron schedule, once across instances and one run at a time (a slow run is not
 * overtaken by the next), retried after a failure: the shape of every timed rule and cleanup.
 */
export function scheduledJob(
  name: string,
  schedule: { cron: string; tz: string },
  retries: Housekeeping,
  run: () => Promise<unknown>,
): JobDefinition {
  return {
    name,
    schedule,
    queue: { policy: 'singleton', ...retries },
    handle: async () => {
      await run();
      return undefined;
    },
  };
}

export type QueueTuning = {
  /**
   * Seconds between a worker's polls. A new job wakes its workers at once (LISTEN/NOTIFY); the
   * poll finds retries and dead letters coming due, which nothing announces.
   */
  pollingIntervalSeconds: number;
  /** Seconds between pg-boss's checks for expired jobs (a worker that died mid-job). */
  superviseIntervalSeconds: number;
};

const DEFAULT_TUNING: QueueTuning = { pollingIntervalSeconds: 2, superviseIntervalSeconds: 60 };

/** The queue as the rest of the server uses it. */
export type JobQueue = {
  /** Installs or upgrades pg-boss's schema, creates the queues, schedules and workers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those under way (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Inserts jobs; one whose `id` exists already is left as it is. */
  insert(name: string, jobs: JobInsert[]): Promise<void>;
  /** Runs the expiry check now (tests; otherwise every `superviseIntervalSeconds`). */
  supervise(): Promise<void>;
  /** The cron schedules in force. */
  schedules(): Promise<{ name: string; cron: string; timezone: string }[]>;
};

/** Where the queue reports trouble: the server's logger, or a silent one in tests. */
export type QueueLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

function createBoss(connection: QueueConnection, tuning: QueueTuning): PgBoss {
  const common = {
    schema: QUEUE_SCHEMA,
    useListenNotify: true,
    superviseIntervalSeconds: tuning.superviseIntervalSeconds,
    monitorIntervalSeconds: tuning.superviseIntervalSeconds,
    openTelemetry: { enabled: false },
  };
  return connection.kind === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: connection.connectionString, max: 4 });
}

/** Creates a queue, or brings an existing one's settings up to date. */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'> = {}) {
  const existing = await boss.getQueue(name);
  if (!existing) {
    await boss.createQueue(name, { ...options, notify: true });
    return;
  }
  const { policy: _policy, partition: _partition, ...changeable } = options;
  await boss.updateQueue(name, { ...changeable, notify: true });
}

function errorOutput(error: unknown) {
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The durable job queue: pg-boss on the same database, PostgreSQL or the embedded PGlite
 * (docs/domain.md §17.1). Retries with back-off, dead letters, cron schedules run once
 * across instances, and nothing is lost to a restart: a job is a row until it is done.
 */
export function createJobQueue(deps: {
  connection: QueueConnection;
  log: QueueLog;
  jobs: readonly JobDefinition[];
  tuning?: Partial<QueueTuning>;
}): JobQueue {
  const tuning = { ...DEFAULT_TUNING, ...deps.tuning };
  const boss = createBoss(deps.connection, tuning);
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));

  async function registerJob(job: JobDefinition) {
    if (job.queue?.deadLetter) await ensureQueue(boss, job.queue.deadLetter);
    await ensureQueue(boss, job.name, job.queue);
    if (job.schedule) {
      await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.tz });
    }
    await boss.work<object>(
      job.name,
      {
        batchSize: job.batchSize ?? 1,
        perJobResults: true,
        pollingIntervalSeconds: tuning.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: tuning.pollingIntervalSeconds,
        // A full batch means more is waiting: fetch again at once instead of after the poll.
        burstWhenBatchFull: true,
      },
      (batch): Promise<JobResult[]> =>
        Promise.all(
          batch.map(async (one): Promise<JobResult> => {
            try {
              const outcome = await job.handle(one);
              return { id: one.id, status: outcome ?? 'completed' };
            } catch (error) {
              // An attempt failing is routine (retried); the job's own record keeps the reason.
              deps.log.info({ err: error, job: job.name, id: one.id }, 'job attempt failed');
              return { id: one.id, status: 'failed', output: errorOutput(error) };
            }
          }),
        ),
    );
  }

  return {
    async start() {
      await boss.start();
      const scheduled = new Set(deps.jobs.filter((job) => job.schedule).map((job) => job.name));
      // A schedule whose job no longer exists (renamed, removed) must not keep firing.
      for (const schedule of await boss.getSchedules()) {
        if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      }
      for (const job of deps.jobs) await registerJob(job);
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    async insert(name, jobs) {
      if (jobs.length > 0) await boss.insert(name, jobs);
    },
    supervise: () => boss.supervise(),
    async schedules() {
      return (await boss.getSchedules()).map(({ name, cron, timezone }) => ({
        name,
        cron,
        timezone,
      }));
    },
  };
}
