import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays } from '../db/schema/index.ts';
import { type Backend, openTestDatabase, TEST_BACKENDS } from '../test/backends.ts';
import {
  type ChangeNoticeListener,
  hearOwnCommits,
  listenForChangeNotices,
} from './change-notices.ts';
import { createDataVersions } from './data-versions.ts';

const quietLog = { warn: () => {} };

const promptly = { timeout: 5000, interval: 10 };

describe.each(TEST_BACKENDS)('change notices on %s', (backend: Backend) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let listener: ChangeNoticeListener;
  const versions = createDataVersions();

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    listener = await listenForChangeNotices(handle.queueConnection, versions, quietLog);
  });
  afterAll(async () => {
    await listener.close();
    await handle.close();
  });

  it('announces a committed change with its new version, and nothing of a rolled-back one', async () => {
    const before = versions.latest('holidays');
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(holidays).values({
          name: 'Geri Alınan',
          date: '2035-01-02',
          isFullDay: true,
          isPublicHoliday: true,
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await handle.db
      .insert(holidays)
      .values({ name: 'Kalan', date: '2035-01-03', isFullDay: true, isPublicHoliday: true });
    await vi.waitFor(() => expect(versions.latest('holidays')).toBeGreaterThan(before), promptly);
    // The rolled-back statement raised nothing: one step up.
    expect(versions.latest('holidays')).toBe(before + 1);
  });

  it.runIf(backend === 'postgres')(
    'drops every cache when the listening connection is lost, and listens again',
    async () => {
      const generation = versions.generation();
      const admin = new pg.Client({ connectionString: handle.url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen %'`,
        );
      } finally {
        await admin.end();
      }
      await vi.waitFor(
        () =>
          expect(versions.generation(), 'the lost connection was not noticed').toBeGreaterThan(
            generation,
          ),
        promptly,
      );
      const before = versions.latest('holidays');
      // Once connected again, a change is heard as before (written until it is).
      await vi.waitFor(
        async () => {
          await handle.db.execute(sql`update holidays set name = name where false`);
          expect(versions.latest('holidays')).toBeGreaterThan(before);
        },
        { timeout: 8000, interval: 50 },
      );
    },
  );

  it.runIf(backend === 'postgres')(
    'knows a write through the pool at its commit; one through a connection opened before, once it is back',
    async () => {
      const own = createDataVersions();
      const pool = new pg.Pool({ connectionString: handle.url, max: 2 });
      const opened = await pool.connect();
      opened.release();
      let reads = 0;
      const commits = hearOwnCommits(pool, own, async () => {
        reads += 1;
      });
      const touch = (client: pg.PoolClient) =>
        client.query('update holidays set name = name where false');
      try {
        // The connection opened before listens nothing: not exact while it is lent out.
        const deaf = await pool.connect();
        expect(commits.isExact()).toBe(false);
        await touch(deaf);
        expect(own.latest('holidays')).toBe(0);
        deaf.release();
        await vi.waitFor(() => expect(commits.isExact()).toBe(true), promptly);
        expect(reads).toBe(1);
        // A connection opened since listens from its start: its commit raises the version
        // before the statement's answer.
        const known = own.latest('holidays');
        const client = await pool.connect();
        try {
          await touch(client);
          expect(own.latest('holidays')).toBeGreaterThan(known);
          expect(commits.isExact()).toBe(true);
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    },
  );
});
