import type { Clock } from '../../platform/clock.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import type { ImportKinds } from './kinds.ts';

/** What the imports engine works with: the database, the uploaded files, the kinds, the jobs. */
export type ImportsDeps = {
  db: SealedDb;
  clock: Clock;
  files: FileStore;
  kinds: ImportKinds;
  /**
   * The job queue that reads and writes imports, once the instance runs one; an instance without
   * (a test that runs no jobs) leaves the jobs to the sweep of another.
   */
  queue: () => JobQueue | undefined;
};
