import { hostname } from 'node:os';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';

/** A timed job (DOMAIN §5): run every `intervalMs`, once across all server instances. */
export type Job = { name: string; intervalMs: number; run(now: Date): Promise<void> };

/** After a failure the job is tried again this soon, not a whole interval later. */
const RETRY_MS = 30_000;

/**
 * Claims a due run of a job: one conditional UPDATE moves `nextRunAt` on, so among instances
 * racing for the same run exactly one gets the row back (PostgreSQL re-checks the condition
 * after the first one's lock is released).
 */
export async function claimJobRun(
  db: Database,
  job: Pick<Job, 'name' | 'intervalMs'>,
  now: Date,
  instance: string,
): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: new Date(now.getTime() + job.intervalMs),
      lastStartedAt: now,
      lastRunBy: instance,
    })
    .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, now)))
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

async function recordOutcome(db: Database, job: Job, now: Date, error: unknown) {
  await db
    .update(scheduledJobs)
    .set(
      error
        ? {
            lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
            failures: sql`${scheduledJobs.failures} + 1`,
            nextRunAt: new Date(now.getTime() + Math.min(RETRY_MS, job.intervalMs)),
          }
        : { lastFinishedAt: new Date(), lastError: null, failures: 0 },
    )
    .where(eq(scheduledJobs.name, job.name));
}

/** Runs each due job it can claim; a failing job is logged and retried, never lost. */
export async function runDueJobs(
  deps: { db: Database; clock: Clock; log: FastifyBaseLogger; instance: string },
  jobs: readonly Job[],
): Promise<void> {
  for (const job of jobs) {
    const now = deps.clock.now();
    if (!(await claimJobRun(deps.db, job, now, deps.instance))) continue;
    try {
      await job.run(now);
      await recordOutcome(deps.db, job, now, null);
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, 'job failed');
      await recordOutcome(deps.db, job, now, error).catch(() => {});
    }
  }
}

/** Ticks every `tickMs` until stopped; stopping waits for a tick under way. */
export function startJobRunner(
  deps: { db: Database; clock: Clock; log: FastifyBaseLogger },
  jobs: readonly Job[],
  tickMs = 15_000,
): { stop(): Promise<void> } {
  const instance = `${hostname()}:${process.pid}`;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runDueJobs({ ...deps, instance }, jobs))
      .catch((error: unknown) => deps.log.error({ err: error }, 'job runner tick failed'));
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
