import { type JobDefinition, scheduledJob } from '../../../platform/queue/job-queue.ts';
import type { Sealed } from '../../../platform/sealed-db.ts';
import type { TicketsDeps } from '../deps.ts';
import { forgetStoredFiles } from './received-files.ts';
import { findPendingFilesBefore } from './repository.ts';

export const PENDING_FILE_SWEEP_JOB = 'pending-file-sweep';

/**
 * How long a stored file may stay pending before the sweep takes it for abandoned: far longer
 * than any upload and its ticket write take.
 */
export const PENDING_FILE_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'files' | 'timeZone'>>;

/**
 * Removes the stored files left pending past the grace period (docs/domain.md §7): uploads of a
 * request that was killed or whose write failed without cleaning up, and deleted documents
 * whose file could not be removed at once. Answers how many went; throws (the job is retried)
 * when the store refused some.
 */
export async function sweepPendingFiles(deps: Deps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - PENDING_FILE_GRACE_MS);
  let removed = 0;
  for (;;) {
    const keys = await findPendingFilesBefore(deps.db, before, BATCH);
    const gone = await forgetStoredFiles(deps, keys);
    removed += gone;
    if (gone < keys.length) {
      throw new Error(`${keys.length - gone} pending files could not be removed`);
    }
    if (keys.length < BATCH) return removed;
  }
}

/** Every half hour, once across instances. */
export function pendingFileSweepJob(deps: Deps): JobDefinition {
  return scheduledJob(
    PENDING_FILE_SWEEP_JOB,
    { cron: '*/30 * * * *', tz: deps.timeZone },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    () => sweepPendingFiles(deps),
  );
}
