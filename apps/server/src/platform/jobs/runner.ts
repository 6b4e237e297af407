import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db.ts';
import { claimJobRun, recordJobFailure, recordJobSuccess } from './repository.ts';

/** A timed job (docs/domain.md §5): run every `intervalMs`, once across all server instances. */
export type Job = { name: string; intervalMs: number; run(now: Date): Promise<void> };

/** After a failure the job is tried again this soon, not a whole interval later. */
const RETRY_MS = 30_000;

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
      await recordJobSuccess(deps.db, job.name);
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, 'job failed');
      const retryAt = new Date(now.getTime() + Math.min(RETRY_MS, job.intervalMs));
      await recordJobFailure(deps.db, job.name, error, retryAt).catch(() => {});
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
