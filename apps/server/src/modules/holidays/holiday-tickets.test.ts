import { HOLIDAY_MESSAGES as M, type THolidayImportResult } from '@ccms/contract/holidays';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, tickets } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { postOk } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../test/ticket-world.ts';

const at = (text: string) => new Date(`${text}:00+03:00`);
/** Minutes since the epoch: the business clock's minute while no holiday is recorded. */
const minute = (text: string) => at(text).getTime() / 60_000;

const calendarOf = (...events: [date: string, name: string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap(([date, name]) => [
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${date}`,
      `SUMMARY:${name}`,
      'CATEGORIES:Resmi',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

/*
 * A holiday import re-times the open tickets it reaches in the same transaction, and the
 * business clock counts the new holidays on the very next request (docs/domain.md §14.6).
 */
describe.each(TEST_BACKENDS)('a holiday import and the open tickets on %s', (backend) => {
  const clock = fixedClock(at('2029-03-05T09:00'));
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

  const detail = (id: string) =>
    postOk<{ remainingSlaMinutes: number | null; isHoliday: number }>(
      ctx,
      agent,
      '/api/ticket/GetTicket',
      { id },
    );
  const clockColumns = async (id: string) => {
    const [row] = await ctx.db
      .select({ deadline: tickets.slaDeadlineBm, stoppedAt: tickets.slaStoppedAtBm })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row!;
  };
  const importFile = (content: string) =>
    postOk<{ data: THolidayImportResult; messages: string[] }>(
      ctx,
      admin,
      '/api/holiday/importHolidays',
      { fileName: 'mart-2029.ics', content },
    );

  it('gives open tickets back the holiday time since their creation, at once, and leaves closed ones alone', async () => {
    const breakdown = await world.breakdown({ sla: 96 });
    const running = await createTicketOverHttp(ctx, world, agent, breakdown);
    const paused = await createTicketOverHttp(ctx, world, agent, breakdown);
    const closed = await createTicketOverHttp(ctx, world, agent, breakdown);
    // Paused and closed on Tuesday at 09:00, a day after their creation.
    await ctx.db
      .update(tickets)
      .set({ slaStoppedAtBm: minute('2029-03-06T09:00') })
      .where(eq(tickets.id, paused));
    await ctx.db
      .update(tickets)
      .set({ status: 3, slaStoppedAtBm: minute('2029-03-06T09:00') })
      .where(eq(tickets.id, closed));
    clock.set(at('2029-03-07T09:00'));
    const later = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2029-03-08T09:00'));

    // Before: 72 hours used of 96, 24 until the pause, 24 since Wednesday.
    expect((await detail(running)).remainingSlaMinutes).toBe(24 * 60);
    expect((await detail(paused)).remainingSlaMinutes).toBe(72 * 60);
    expect((await detail(later)).remainingSlaMinutes).toBe(72 * 60);
    const closedBefore = await clockColumns(closed);
    const laterBefore = await clockColumns(later);

    // Tuesday becomes a holiday; Friday too, still ahead.
    const saved = await importFile(
      calendarOf(['20290306', 'Test Tatili'], ['20290309', 'Gelecek Tatil']),
    );
    // The running and the paused ticket have time back; the later one has none to get.
    expect(saved.data).toMatchObject({ addedCount: 2, touchedTicketCount: 2 });
    expect(saved.messages).toEqual([M.imported(2, 0), M.ticketsRetimed(2)]);

    // Tuesday no longer counts: 48 hours used; 15 until the pause (its 9 morning hours go).
    expect((await detail(running)).remainingSlaMinutes).toBe(48 * 60);
    expect((await detail(paused)).remainingSlaMinutes).toBe(81 * 60);
    // Created after it: nothing to give back, and its row is not rewritten: the clock's offset
    // takes the past holiday's day, so the minutes after it stay where they were.
    expect((await detail(later)).remainingSlaMinutes).toBe(72 * 60);
    expect(await clockColumns(later)).toEqual(laterBefore);
    expect(await clockColumns(closed)).toEqual(closedBefore);
    // The list reads the same clock.
    const page = await postOk<{ items: TTicketListRow[] }>(
      ctx,
      agent,
      '/api/ticket/getalltickets',
      {
        filters: [
          { propertyName: 'categoryId', operator: 'equal', targetValue: breakdown.category.id },
        ],
      },
    );
    expect(page.items.find((row) => row.id === running)?.remainingSlaMinutes).toBe(48 * 60);

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(like(adminAuditLog.entityLabel, 'Takvim dosyası: mart-2029.ics'));
    expect(entry).toMatchObject({ entityType: 'holiday', touchedTicketCount: 2 });

    // On the holiday that lies ahead the clock stands still, and the detail says so.
    clock.set(at('2029-03-09T15:00'));
    const onHoliday = await detail(running);
    expect(onHoliday.isHoliday).toBe(1);
    expect(onHoliday.remainingSlaMinutes).toBe(48 * 60 - 15 * 60);
  });

  it('moves no ticket when every new holiday lies ahead', async () => {
    clock.set(at('2029-03-12T09:00'));
    const breakdown = await world.breakdown({ sla: 24 });
    const ticket = await createTicketOverHttp(ctx, world, agent, breakdown);
    const before = await clockColumns(ticket);
    const saved = await importFile(calendarOf(['20291029', 'Cumhuriyet Bayramı']));
    expect(saved.data.touchedTicketCount).toBe(0);
    expect(saved.messages).toEqual([M.imported(1, 0)]);
    expect(await clockColumns(ticket)).toEqual(before);
  });
});
