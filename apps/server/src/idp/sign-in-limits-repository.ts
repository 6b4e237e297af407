import { eq, inArray, lt, sql } from 'drizzle-orm';
import { signInThrottles } from '../db/schema/idp.ts';
import type { Executor } from '../platform/db.ts';

export type ThrottleRow = typeof signInThrottles.$inferSelect;

export function findThrottles(db: Executor, keys: string[]): Promise<ThrottleRow[]> {
  return db.select().from(signInThrottles).where(inArray(signInThrottles.key, keys));
}

/**
 * Counts one failure for `key` in one statement, so instances failing at once never lose a count;
 * a count whose last failure is older than `forgetBefore` starts again at 1. Answers the new count.
 */
export async function countFailure(
  db: Executor,
  key: string,
  at: Date,
  forgetBefore: Date,
): Promise<number> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: at,
      },
    })
    .returning({ failures: signInThrottles.failures });
  return row?.failures ?? 1;
}

/** Blocks `key` until `until`, never shortening a block already longer. */
export async function blockUntil(db: Executor, key: string, until: Date): Promise<void> {
  await db
    .update(signInThrottles)
    .set({
      blockedUntil: sql`greatest(${signInThrottles.blockedUntil}, ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(signInThrottles.key, key));
}

export async function deleteThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/** Drops keys whose failures are forgotten anyway, so the table stays small. */
export async function deleteThrottlesOlderThan(db: Executor, before: Date): Promise<void> {
  await db.delete(signInThrottles).where(lt(signInThrottles.lastFailureAt, before));
}
