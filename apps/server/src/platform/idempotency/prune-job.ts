import type { Clock } from '../clock.ts';
import { type JobDefinition, scheduledJob } from '../queue/job-queue.ts';
import type { SealedDb } from '../sealed-db.ts';
import { deleteIdempotencyKeysBefore } from './repository.ts';

export const IDEMPOTENCY_PRUNE_JOB = 'idempotency-key-prune';

/** How long a repeat is answered from a stored key (docs/domain.md §21). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes the keys older than a day; answers how many went. */
export function pruneIdempotencyKeys(deps: { db: SealedDb; clock: Clock }): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
  return deleteIdempotencyKeysBefore(deps.db, before);
}

/** Every hour, once across instances. */
export function idempotencyPruneJob(deps: {
  db: SealedDb;
  clock: Clock;
  timeZone: string;
}): JobDefinition {
  return scheduledJob(
    IDEMPOTENCY_PRUNE_JOB,
    { cron: '17 * * * *', tz: deps.timeZone },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    () => pruneIdempotencyKeys(deps),
  );
}
