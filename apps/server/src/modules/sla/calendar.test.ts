import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holidays } from '../../db/schema/index.ts';
import {
  type ChangeNoticeListener,
  listenForChangeNotices,
} from '../../platform/change-notices.ts';
import { createDataVersions } from '../../platform/data-versions.ts';
import { type DatabaseHandle, openDatabase } from '../../platform/db.ts';
import { type Backend, openTestDatabase, TEST_BACKENDS } from '../../test/backends.ts';
import { createBusinessClockSource } from './calendar.ts';

const quietLog = { warn: () => {} };

/*
 * The timed jobs (the SLA-exceeded notices) use the business clock outside any request: on
 * every instance the clock must count a holiday written elsewhere within a second, by the change
 * notice alone (docs/domain.md §14.6 The clock's cache).
 */
describe.each(TEST_BACKENDS)('the business clock outside requests on %s', (backend: Backend) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let writer: DatabaseHandle;
  let listener: ChangeNoticeListener;
  const versions = createDataVersions();

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    // On PostgreSQL the holiday comes through another pool (another instance); PGlite has one.
    writer = handle.url ? await openDatabase({ databaseUrl: handle.url }) : handle;
    listener = await listenForChangeNotices(handle.queueConnection, versions, quietLog);
  });
  afterAll(async () => {
    await listener.close();
    if (writer !== handle) await writer.close();
    await handle.close();
  });

  it('counts a holiday written by another instance within a second, without a request', async () => {
    const clocks = createBusinessClockSource(handle.db, 'Europe/Istanbul', versions);
    const day = new Date('2036-05-19T09:00:00+03:00');
    expect((await clocks.get()).holidayKindAt(day)).toBe(0);

    const started = performance.now();
    await writer.db.insert(holidays).values({
      name: 'Başka Sunucudan',
      date: '2036-05-19',
      isFullDay: true,
      isPublicHoliday: true,
    });
    await vi.waitFor(async () => expect((await clocks.get()).holidayKindAt(day)).not.toBe(0), {
      timeout: 1000,
      interval: 5,
    });
    const delay = Math.round(performance.now() - started);
    console.log(`business clock on ${backend}: holiday counted ${delay} ms after the write`);
  });
});
