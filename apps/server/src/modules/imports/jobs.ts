import { createHash } from 'node:crypto';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { JobDefinition, JobQueue } from '../../platform/queue/job-queue.ts';
import type { Sealed } from '../../platform/sealed-db.ts';
import { applyImportRows, failApply } from './apply-job.ts';
import { checkImport, failImport, ImportJobStopped } from './check-job.ts';
import type { ImportsDeps } from './deps.ts';
import { findUnfinishedImports } from './repository.ts';

export const IMPORT_CHECK_JOB = 'import-check';
export const IMPORT_APPLY_JOB = 'import-apply';
const IMPORT_SWEEP_JOB = 'import-sweep';

/** Attempts before an import's job gives up (a restart mid-way is one). */
const RETRY_LIMIT = 10;

/**
 * An import's jobs are long (minutes at a chain's size): alive while their worker's heartbeat
 * comes, taken over by another instance soon after it stops (docs/domain.md, Moving in).
 */
const IMPORT_QUEUE = {
  retryLimit: RETRY_LIMIT,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 60,
  heartbeatSeconds: 30,
  expireInSeconds: 12 * 60 * 60,
};

type Deps = Sealed<Pick<ImportsDeps, 'db' | 'clock' | 'files' | 'kinds'>>;
type ImportJobData = { importId: string };

/** A uuid made from the import's id: one apply job per import, whoever sends it. */
function applyJobId(importId: string): string {
  const hex = createHash('sha256').update(`apply:${importId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Sends the import's check job; the job's id is the import's, so sending twice sends once. */
export function sendCheckJob(queue: JobQueue | undefined, importId: string) {
  return queue?.insert(IMPORT_CHECK_JOB, [{ id: importId, data: { importId } }]);
}

export function sendApplyJob(queue: JobQueue | undefined, importId: string) {
  return queue?.insert(IMPORT_APPLY_JOB, [{ id: applyJobId(importId), data: { importId } }]);
}

/**
 * A job's run: stopped by a shutdown, it fails and is tried again (resuming); any other failure is
 * tried again too, and on the last attempt fails the import with a Turkish message.
 */
function importJob(
  name: string,
  stopping: AbortSignal,
  run: (importId: string, signal: AbortSignal) => Promise<void>,
  onLastFailure: (importId: string) => Promise<void>,
): JobDefinition<ImportJobData> {
  return {
    name,
    queue: IMPORT_QUEUE,
    async handle(job) {
      try {
        await run(job.data.importId, AbortSignal.any([job.signal, stopping]));
      } catch (error) {
        if (error instanceof ImportJobStopped || job.retryCount < RETRY_LIMIT) throw error;
        await onLastFailure(job.data.importId);
      }
      return 'completed';
    },
  };
}

/**
 * The imports' jobs for background.ts: reading and checking a file, writing its rows, and a sweep
 * every minute that sends again the job of an import whose sending was lost (the instance stopped
 * between the upload's commit and the send).
 */
export function importJobs(
  deps: Deps & {
    queue: () => JobQueue | undefined;
    timeZone: string;
    /** Aborted when the instance stops: a job under way stops after its batch. */
    stopping: AbortSignal;
  },
): JobDefinition[] {
  const check = importJob(
    IMPORT_CHECK_JOB,
    deps.stopping,
    (importId, signal) => checkImport(deps, importId, signal),
    (importId) => failImport(deps, importId, IMPORT_MESSAGES.unexpectedFailure),
  );
  const apply = importJob(
    IMPORT_APPLY_JOB,
    deps.stopping,
    (importId, signal) => applyImportRows(deps, importId, signal),
    (importId) => failApply(deps, importId),
  );
  const sweep: JobDefinition = {
    name: IMPORT_SWEEP_JOB,
    schedule: { cron: '* * * * *', tz: deps.timeZone },
    queue: { policy: 'singleton', retryLimit: 0, expireInSeconds: 60 },
    async handle() {
      for (const { id, state } of await findUnfinishedImports(deps.db)) {
        if (state === 'reading') await sendCheckJob(deps.queue(), id);
        else await sendApplyJob(deps.queue(), id);
      }
      return undefined;
    },
  };
  return [check, apply, sweep] as JobDefinition[];
}
