import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Backend, openTestDatabase, TEST_BACKENDS } from '../../test/backends.ts';
import { type DatabaseHandle, rowsOf } from '../db.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

const silent = { error() {}, warn() {}, info() {} };
const FAST = { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 };

describe.each(TEST_BACKENDS)('the job queue on %s', (backend: Backend) => {
  let handle: DatabaseHandle;
  const running: JobQueue[] = [];

  async function startQueue(jobs: JobDefinition[]): Promise<JobQueue> {
    const queue = createJobQueue({
      connection: handle.queueConnection,
      log: silent,
      jobs,
      tuning: FAST,
    });
    await queue.start();
    running.push(queue);
    return queue;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });

  /** How many of the queue's jobs are in each state, as pg-boss keeps them. */
  async function jobStates(name: string) {
    const result = await handle.db.execute(
      sql`select state, count(*)::int as count from pgboss.job where name = ${name} group by state`,
    );
    return rowsOf<{ state: string; count: number }>(result);
  }
  afterAll(async () => {
    for (const queue of running) await queue.stop(1000);
    await handle.close();
  });

  it('retries a failing job with back-off, then hands it to its dead letter queue', async () => {
    const attempts: number[] = [];
    const dead: object[] = [];
    await startQueue([
      {
        name: 'always-fails',
        queue: {
          retryLimit: 2,
          retryDelay: 1,
          retryBackoff: true,
          deadLetter: 'always-fails-dead',
        },
        handle: async () => {
          attempts.push(Date.now());
          throw new Error('SMTP kapalı');
        },
      },
      { name: 'always-fails-dead', handle: async (job) => void dead.push(job.data) },
    ]).then((queue) => queue.send('always-fails', { messageId: 'm-1' }));

    await vi.waitFor(() => expect(dead).toHaveLength(1), { timeout: 15_000 });
    expect(attempts).toHaveLength(3);
    // Back-off: the first retry waits at least the base delay (1 s), the second at least twice it.
    const gaps = [attempts[1]! - attempts[0]!, attempts[2]! - attempts[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(dead).toEqual([{ messageId: 'm-1' }]);
  });

  it('a job answered "deadletter" skips its remaining retries', async () => {
    let attempts = 0;
    const dead: object[] = [];
    const queue = await startQueue([
      {
        name: 'permanent',
        queue: { retryLimit: 5, deadLetter: 'permanent-dead' },
        handle: async () => {
          attempts++;
          return 'deadletter';
        },
      },
      { name: 'permanent-dead', handle: async (job) => void dead.push(job.data) },
    ]);
    await queue.send('permanent', { n: 1 });
    await vi.waitFor(() => expect(dead).toHaveLength(1), { timeout: 10_000 });
    expect(attempts).toBe(1);
  });

  it('two instances on one database run each job once', async () => {
    const seen: string[] = [];
    const counting: JobDefinition<{ n: number }> = {
      name: 'counted',
      batchSize: 3,
      handle: async (job) => {
        seen.push(`${job.data.n}`);
        return undefined;
      },
    };
    const a = await startQueue([counting as JobDefinition]);
    const b = await startQueue([counting as JobDefinition]);
    await a.insert(
      'counted',
      Array.from({ length: 30 }, (_, n) => ({ data: { n } })),
    );
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(30), { timeout: 10_000 });
    // A second run would come from a job still in some worker's hands or waiting for a retry:
    // a graceful stop waits for the jobs in hand, and every job done leaves none to retry.
    await Promise.all([a.stop(), b.stop()]);
    expect(await jobStates('counted')).toEqual([{ state: 'completed', count: 30 }]);
    expect(seen.sort()).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`).sort());
  });

  it('a job under way when its instance stops is run again by the next one, and an id is queued once', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = () => {};
    const isTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const first = createJobQueue({
      connection: handle.queueConnection,
      log: silent,
      tuning: FAST,
      jobs: [
        {
          name: 'restart',
          queue: { retryDelay: 0 },
          handle: () => {
            taken();
            return stuck.then(() => undefined);
          },
        },
      ],
    });
    await first.start();
    const id = '0b7c9c57-7d1e-4c4f-a3a4-0f3b8d5f2a10';
    await first.send('restart', { n: 1 }, { id });
    await first.insert('restart', [{ id, data: { n: 2 } }]);
    // The worker has the job; stop without waiting for it.
    await isTaken;
    await first.stop(1000);
    release();

    const handled: object[] = [];
    await startQueue([
      {
        name: 'restart',
        queue: { retryDelay: 0 },
        handle: async (job) => void handled.push(job.data),
      },
    ]);
    await vi.waitFor(() => expect(handled).toHaveLength(1), { timeout: 10_000 });
    expect(handled).toEqual([{ n: 1 }]);
  });

  it('keeps one schedule per scheduled job, in the given time zone, and drops stale ones', async () => {
    const nightly: JobDefinition = {
      name: 'nightly',
      schedule: { cron: '0 3 * * *', tz: 'Europe/Istanbul' },
      handle: async () => undefined,
    };
    await startQueue([{ ...nightly, name: 'retired', schedule: { cron: '* * * * *', tz: 'UTC' } }]);
    await startQueue([nightly]);
    const queue = await startQueue([nightly]);
    expect(await queue.schedules()).toEqual([
      { name: 'nightly', cron: '0 3 * * *', timezone: 'Europe/Istanbul' },
    ]);
  });
});
