import { and, eq, lte, sql } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Database } from '../db.ts';

/**
 * Claims a due run of a job: one conditional UPDATE moves `nextRunAt` on, so among instances
 * racing for the same run exactly one gets the row back (PostgreSQL re-checks the condition
 * after the first one's lock is released).
 */
export async function claimJobRun(
  db: Database,
  job: { name: string; intervalMs: number },
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

/** A run that went through: the error state is cleared. */
export async function recordJobSuccess(db: Database, name: string): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lastFinishedAt: new Date(), lastError: null, failures: 0 })
    .where(eq(scheduledJobs.name, name));
}

/** A failed run: counted, its message kept, and due again at `retryAt`. */
export async function recordJobFailure(
  db: Database,
  name: string,
  error: unknown,
  retryAt: Date,
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
      failures: sql`${scheduledJobs.failures} + 1`,
      nextRunAt: retryAt,
    })
    .where(eq(scheduledJobs.name, name));
}
