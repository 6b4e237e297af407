import {
  HOLIDAY_EDIT_MESSAGES as E,
  HOLIDAY_MESSAGES as M,
  type THoliday,
  type THolidayChangeResult,
  type THolidayImportResult,
} from '@ccms/contract/holidays';
import { IDEMPOTENCY_HEADER } from '@ccms/contract/idempotency';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { type Envelope, messagesOf, post, postOk } from '../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../test/ticket-world.ts';

const at = (text: string) => new Date(`${text}:00+03:00`);

/*
 * Holidays fixed by hand and an import undone (docs/domain.md §20): each change re-times the
 * open tickets as the import does, and is audited.
 */
describe.each(TEST_BACKENDS)('holiday changes by hand on %s', (backend) => {
  const clock = fixedClock(at('2033-03-07T09:00'));
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;
  let definitions: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.MultipleCreate']);
    admin = await createUserWithPermissions(ctx.db, ['Admin']);
    definitions = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
  });
  afterAll(() => ctx.close());

  const remaining = async (id: string) =>
    (
      await postOk<{ remainingSlaMinutes: number | null }>(ctx, agent, '/api/ticket/GetTicket', {
        id,
      })
    ).remainingSlaMinutes;
  const change = (path: string, body: unknown) =>
    postOk<Envelope<THolidayChangeResult>>(ctx, admin, `/api/holiday/${path}`, body);
  const auditOf = (entityId: string) =>
    ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'holiday'), eq(adminAuditLog.entityId, entityId)));
  const listed = async (year: number) =>
    (
      await postOk<{ items: THoliday[] }>(ctx, definitions, '/api/holiday/getHolidays', {
        filters: [
          {
            propertyName: 'Date',
            operator: 'greatherThanOrEqual',
            targetValue: `${year}.01.01 00:00`,
          },
          { propertyName: 'Date', operator: 'lessThan', targetValue: `${year + 1}.01.01 00:00` },
        ],
      })
    ).items;

  it('adds a holiday once for a repeated request with one key (docs/domain.md §21)', async () => {
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/holiday/createHoliday',
        headers: { ...(await ctx.authHeader(admin)), [IDEMPOTENCY_HEADER]: 'holiday-once' },
        payload: { name: 'Tek Kez', date: '2041-05-02', isFullDay: true, isPublicHoliday: true },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await listed(2041)).filter((holiday) => holiday.name === 'Tek Kez')).toHaveLength(1);
  });

  it('adds, edits and deletes one holiday, each re-timing the open ticket and audited', async () => {
    clock.set(at('2033-03-07T09:00'));
    const breakdown = await world.breakdown({ sla: 96 });
    const ticket = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2033-03-10T09:00'));
    expect(await remaining(ticket)).toBe(24 * 60);

    // Tuesday becomes a full holiday: its 24 hours come back.
    const added = await change('createHoliday', {
      name: 'Elle Tatil',
      date: '2033-03-08',
      isFullDay: true,
      isPublicHoliday: true,
    });
    const id = added.data.holiday!.id;
    expect(added.data.touchedTicketCount).toBe(1);
    expect(added.messages).toEqual([E.created('Elle Tatil (08.03.2033)'), M.ticketsRetimed(1)]);
    expect(await remaining(ticket)).toBe(48 * 60);
    expect((await listed(2033)).map((h) => h.name)).toEqual(['Elle Tatil']);

    // Made a half day: the morning until 13:00 counts again.
    const edited = await change('updateHoliday', {
      id,
      name: 'Elle Yarım Tatil',
      date: '2033-03-08',
      isFullDay: false,
      isPublicHoliday: false,
    });
    expect(edited.messages[0]).toBe(E.updated('Elle Yarım Tatil (08.03.2033)'));
    expect(await remaining(ticket)).toBe(48 * 60 - 13 * 60);

    // Deleted: the ticket is back where it was, and the list no longer shows it.
    const deleted = await change('deleteHoliday', { id });
    expect(deleted.messages).toEqual([
      E.deleted('Elle Yarım Tatil (08.03.2033)'),
      M.ticketsRetimed(1),
    ]);
    expect(await remaining(ticket)).toBe(24 * 60);
    expect(await listed(2033)).toEqual([]);

    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.touchedTicketCount]).sort()).toEqual([
      ['create', 1],
      ['delete', 1],
      ['update', 1],
    ]);
  });

  it('refuses in Turkish: no name, an impossible date, a twin, an unknown holiday, no Admin', async () => {
    const valid = { name: 'Tek', date: '2033-05-19', isFullDay: true, isPublicHoliday: true };
    const refused = async (path: string, body: unknown, user = admin) => {
      const answer = await post(ctx, user, `/api/holiday/${path}`, body);
      return [answer.statusCode, messagesOf(answer)];
    };
    expect(await refused('createHoliday', { ...valid, name: '  ' })).toEqual([
      400,
      `name: ${E.nameRequired}`,
    ]);
    expect(await refused('createHoliday', { ...valid, date: '2033-02-30' })).toEqual([
      400,
      `date: ${E.dateInvalid}`,
    ]);
    expect(await refused('createHoliday', { ...valid, date: '1999-12-31' })).toEqual([
      400,
      `date: ${E.dateOutOfRange}`,
    ]);
    await change('createHoliday', valid);
    expect(await refused('createHoliday', { ...valid, name: 'TEK ' })).toEqual([409, E.duplicate]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refused('deleteHoliday', { id: unknown })).toEqual([404, E.notFound]);
    expect(await refused('undoHolidayImport', { importId: unknown })).toEqual([
      404,
      E.importNotFound,
    ]);
    expect((await refused('createHoliday', valid, definitions))[0]).toBe(403);
  });

  it('undoes an import: its holidays go, the ticket is re-timed, a second undo is refused', async () => {
    clock.set(at('2034-03-06T09:00'));
    const breakdown = await world.breakdown({ sla: 96 });
    const ticket = await createTicketOverHttp(ctx, world, agent, breakdown);
    clock.set(at('2034-03-09T09:00'));
    expect(await remaining(ticket)).toBe(24 * 60);
    const content = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20340307',
      'DTEND;VALUE=DATE:20340309',
      'SUMMARY:Yanlış Bayram',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const imported = await postOk<Envelope<THolidayImportResult>>(
      ctx,
      admin,
      '/api/holiday/importHolidays',
      { fileName: 'yanlis.ics', content },
    );
    // Tickets of the other cases are still open and move too; the undo moves the same ones back.
    const touched = imported.data.touchedTicketCount;
    expect(touched).toBeGreaterThanOrEqual(1);
    expect(await remaining(ticket)).toBe(72 * 60);
    const rows = await listed(2034);
    expect(rows.map((h) => h.importFileName)).toEqual(['yanlis.ics', 'yanlis.ics']);
    const importId = rows[0]!.importId!;

    const undone = await change('undoHolidayImport', { importId });
    expect(undone.messages).toEqual([E.importUndone('yanlis.ics', 2), M.ticketsRetimed(touched)]);
    expect(await remaining(ticket)).toBe(24 * 60);
    expect(await listed(2034)).toEqual([]);
    const [entry] = (await auditOf(importId)).filter((e) => e.action === 'delete');
    expect(entry).toMatchObject({
      entityLabel: 'Takvim dosyası: yanlis.ics',
      touchedTicketCount: touched,
    });

    const again = await post(ctx, admin, '/api/holiday/undoHolidayImport', { importId });
    expect([again.statusCode, messagesOf(again)]).toEqual([409, E.importUndoneAlready]);
  });
});
