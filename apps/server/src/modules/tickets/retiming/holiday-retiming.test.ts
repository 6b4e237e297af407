import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, tickets } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { postOk } from '../../../test/http-support.ts';
import { shiftSlaClock } from '../../../test/sla-oracle.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { createBusinessClock } from '../../sla/business-clock.ts';
import { clockOffsetOf, holidayShiftOf } from '../../sla/holiday-shift.ts';

const TZ = 'Europe/Istanbul';
const at = (text: string) => new Date(`${text}:00+03:00`);

const calendarOf = (date: string, isHalfDay = false) =>
  [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${date}`,
    `SUMMARY:Daraltma Tatili ${date}`,
    ...(isHalfDay ? ['CATEGORIES:Yarım Gün'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

/*
 * tickets/index.ts `shiftOpenTicketsForHolidays` rewrites only the open tickets whose stored
 * minutes the change moves (docs/domain.md §14.6 Re-timing): a holiday already over goes into
 * the clock's offset, so the tickets created after it keep their rows; those before it move
 * exactly as test/sla-oracle.ts says, plus the offset. A holiday still running moves the
 * tickets created since it began.
 */
describe.each(TEST_BACKENDS)('the rows a holiday import rewrites on %s', (backend) => {
  const clock = fixedClock(at('2029-05-07T09:00'));
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.MultipleCreate']);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
  });
  afterAll(() => ctx.close());

  /** The clock columns and the row version PostgreSQL gave the row (xmin: a rewrite changes it). */
  const rowOf = async (id: string) => {
    const [row] = await ctx.db
      .select({
        createdAt: tickets.createdAt,
        slaDeadlineBm: tickets.slaDeadlineBm,
        slaStoppedAtBm: tickets.slaStoppedAtBm,
        slaExceededNotifiedDeadlineBm: tickets.slaExceededNotifiedDeadlineBm,
        xmin: sql<string>`xmin::text`,
      })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row!;
  };
  const clockHolidays = () =>
    ctx.db
      .select({
        date: holidays.date,
        isFullDay: holidays.isFullDay,
        clockOffsetMinutes: holidays.clockOffsetMinutes,
      })
      .from(holidays);
  const remaining = async (id: string) =>
    (
      await postOk<{ remainingSlaMinutes: number | null }>(ctx, agent, '/api/ticket/GetTicket', {
        id,
      })
    ).remainingSlaMinutes;

  /** Imports `date`; answers how the oracle and the offset say each of `ids` should move. */
  async function importAndExpect(date: string, ids: string[], isHalfDay = false) {
    const rowsBefore = new Map(
      await Promise.all(ids.map(async (id) => [id, await rowOf(id)] as const)),
    );
    const before = await clockHolidays();
    const saved = await postOk<{ data: { touchedTicketCount: number } }>(
      ctx,
      admin,
      '/api/holiday/importHolidays',
      { fileName: 'daraltma.ics', content: calendarOf(date, isHalfDay) },
    );
    const after = await clockHolidays();
    const shift = holidayShiftOf(before, after, TZ);
    const offset = clockOffsetOf(shift, clock.now());
    const nowBm = createBusinessClock(after, TZ).minuteAt(clock.now()) - offset;
    const expected = (id: string) => {
      const old = rowsBefore.get(id)!;
      const moved = shiftSlaClock(old, shift, nowBm);
      const plus = (minute: number | null) => (minute === null ? null : minute + offset);
      return {
        slaDeadlineBm: plus(moved.slaDeadlineBm),
        slaStoppedAtBm: plus(moved.slaStoppedAtBm),
        slaExceededNotifiedDeadlineBm: plus(moved.slaExceededNotifiedDeadlineBm),
      };
    };
    return { saved: saved.data, rowsBefore, offset, expected };
  }

  it('moves the tickets created before a past holiday as the oracle says, and leaves the rows of those created after it', async () => {
    const breakdown = await world.breakdown({ sla: 96 });
    const running = await createTicketOverHttp(ctx, world, agent, breakdown);
    const paused = await createTicketOverHttp(ctx, world, agent, breakdown);
    await ctx.db
      .update(tickets)
      .set({ slaStoppedAtBm: at('2029-05-08T09:00').getTime() / 60_000 })
      .where(eq(tickets.id, paused));
    clock.set(at('2029-05-09T09:00'));
    const createdAfter = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-05-10T09:00'));

    // Tuesday 8 May, over by now, becomes a holiday.
    const change = await importAndExpect('20290508', [running, paused, createdAfter]);

    expect(change.offset).toBe(24 * 60);
    expect(change.saved.touchedTicketCount).toBe(2);
    for (const id of [running, paused]) {
      const row = await rowOf(id);
      expect(row.slaDeadlineBm).toBeCloseTo(change.expected(id).slaDeadlineBm!, 6);
      const stoppedAt = change.expected(id).slaStoppedAtBm;
      if (stoppedAt === null) expect(row.slaStoppedAtBm).toBeNull();
      else expect(row.slaStoppedAtBm).toBeCloseTo(stoppedAt, 6);
      expect(row.slaExceededNotifiedDeadlineBm).toBeNull();
    }
    expect(await rowOf(createdAfter)).toEqual(change.rowsBefore.get(createdAfter));
    // 72 hours since creation, 24 of them now a holiday; 24 until the pause, 9 of them.
    expect(await remaining(running)).toBe(48 * 60);
    expect(await remaining(paused)).toBe(81 * 60);
    expect(await remaining(createdAfter)).toBe(72 * 60);
  });

  it('moves the tickets created since a holiday still running began, and leaves the older rows', async () => {
    clock.set(at('2029-05-13T09:00'));
    const breakdown = await world.breakdown({ sla: 24 });
    const yesterday = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-05-14T08:00'));
    const today = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-05-14T10:00'));

    // Today, Monday 14 May, becomes a holiday at 10:00.
    const change = await importAndExpect('20290514', [today, yesterday]);

    expect(change.offset).toBe(0);
    const moved = await rowOf(today);
    expect(moved.slaDeadlineBm).toBeCloseTo(change.expected(today).slaDeadlineBm!, 6);
    expect(moved.slaDeadlineBm).toBeCloseTo(
      change.rowsBefore.get(today)!.slaDeadlineBm! - 8 * 60,
      6,
    );
    expect(await rowOf(yesterday)).toEqual(change.rowsBefore.get(yesterday));
    // Both get back the hours run today; the clock stands still until midnight.
    expect(await remaining(today)).toBe(24 * 60);
    expect(await remaining(yesterday)).toBe(24 * 60 - 15 * 60);
  });

  it('moves clocks stopped on a past holiday whose morning stops being one, as the oracle says', async () => {
    clock.set(at('2029-05-21T09:00'));
    const breakdown = await world.breakdown({ sla: 96 });
    const pausedBefore = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-05-22T14:00'));
    const pausedOnIt = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-05-23T09:00'));
    await importAndExpect('20290522', []);
    // Paused on the holiday itself: the minute is the day's first, the clock standing still.
    const onHoliday = createBusinessClock(await clockHolidays(), TZ).minuteAt(
      at('2029-05-22T15:00'),
    );
    for (const id of [pausedBefore, pausedOnIt]) {
      await ctx.db.update(tickets).set({ slaStoppedAtBm: onHoliday }).where(eq(tickets.id, id));
    }
    const before = await remaining(pausedBefore);
    clock.set(at('2029-05-25T09:00'));

    // Tuesday 22 May becomes a half day. A stop's minute cannot tell where in the day it was,
    // so it counts as before the morning (the oracle's rule); the one created in the afternoon
    // moves by its stop alone.
    const change = await importAndExpect('20290522', [pausedBefore, pausedOnIt], true);

    expect(change.offset).toBe(-13 * 60);
    for (const id of [pausedBefore, pausedOnIt]) {
      const row = await rowOf(id);
      expect(row.slaDeadlineBm).toBeCloseTo(change.expected(id).slaDeadlineBm!, 6);
      expect(row.slaStoppedAtBm).toBeCloseTo(change.expected(id).slaStoppedAtBm!, 6);
    }
    expect((await rowOf(pausedOnIt)).slaStoppedAtBm).toBeCloseTo(onHoliday - 13 * 60, 6);
    expect(await remaining(pausedBefore)).toBe(before);
  });
});
