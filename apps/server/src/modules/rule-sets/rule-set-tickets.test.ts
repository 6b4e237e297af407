import { MESSAGES } from '@ccms/contract/messages';
import { RULE_SET_MESSAGES as M } from '@ccms/contract/rule-sets';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  ruleSetFlows,
  ticketActivities,
  ticketFlows,
  tickets,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import {
  type Envelope,
  excelCells,
  messagesOf,
  postMultipart,
  postOk,
} from '../../test/http-support.ts';
import { retimeSla } from '../../test/sla-oracle.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createTicketOverHttp } from '../../test/ticket-fixtures.ts';
import { createTicketWorld, multipartBody, type TicketWorld } from '../../test/ticket-world.ts';
import { createBusinessClock } from '../sla/business-clock.ts';

/*
 * A rule set change reaches live tickets in the same transaction: a new SLA re-times them (the
 * lists, the detail and the Excel file agree), a new write flow takes over tickets whose owner
 * left, and a new rule applies to the very next ticket.
 */
describe.each(TEST_BACKENDS)('a rule set change and its live tickets on %s', (backend) => {
  const clock = fixedClock(new Date('2026-03-02T09:00:00+03:00'));
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.ExcelList', 'Ticket.MultipleCreate']);
    admin = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
  });
  afterAll(() => ctx.close());

  const ticketRow = async (id: string) =>
    (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

  async function listRow(categoryId: string, id: string) {
    const page = await postOk<{ items: TTicketListRow[] }>(
      ctx,
      agent,
      '/api/ticket/getalltickets',
      {
        filters: [{ propertyName: 'categoryId', operator: 'equal', targetValue: categoryId }],
      },
    );
    return page.items.find((row) => row.id === id)!;
  }
  async function excelSlaCells(categoryId: string): Promise<string[]> {
    const cells = await excelCells(ctx, agent, '/api/ticket/GetAllTicketsExcel', {
      filters: [{ propertyName: 'categoryId', operator: 'equal', targetValue: categoryId }],
    });
    return cells.filter(
      (value): value is string => typeof value === 'string' && value.includes(' saat)'),
    );
  }
  const detail = (id: string) =>
    postOk<{
      remainingSlaMinutes: number | null;
      remainingSlaPercentage: number | null;
      slaMinutes: number | null;
    }>(ctx, agent, '/api/ticket/GetTicket', { id });

  it('re-times open tickets to a new SLA keeping the time used; lists, detail and Excel agree', async () => {
    const breakdown = await world.breakdown({ sla: 24 });
    const running = await createTicketOverHttp(ctx, world, agent, breakdown);
    const paused = await createTicketOverHttp(ctx, world, agent, breakdown);
    const closed = await createTicketOverHttp(ctx, world, agent, breakdown);
    const removed = await createTicketOverHttp(ctx, world, agent, breakdown);
    const businessClock = createBusinessClock([], 'Europe/Istanbul');
    const nowBm = () => businessClock.minuteAt(clock.now());
    clock.set(new Date('2026-03-02T11:00:00+03:00'));
    // Paused at 11:00 (two hours used); one closed, one taken out of the SLA by hand.
    await ctx.db.update(tickets).set({ slaStoppedAtBm: nowBm() }).where(eq(tickets.id, paused));
    await ctx.db
      .update(tickets)
      .set({ status: 3, slaStoppedAtBm: nowBm() })
      .where(eq(tickets.id, closed));
    await ctx.db.update(tickets).set({ isRemovedFromSla: true }).where(eq(tickets.id, removed));
    clock.set(new Date('2026-03-02T15:00:00+03:00'));
    expect((await listRow(breakdown.category.id, running)).remainingSlaMinutes).toBe(18 * 60);
    const before = await Promise.all([running, paused, closed, removed].map(ticketRow));

    const saved = await postOk<Envelope<{ touchedTicketCount: number; sla: number }>>(
      ctx,
      admin,
      '/api/rulesets/UpdateRuleSet',
      { id: breakdown.ruleSet.id, sla: 48, isCaseClosed: false, isDeletedFromSLA: false },
    );
    expect(saved.data).toMatchObject({ sla: 48, touchedTicketCount: 2 });
    expect(saved.messages).toEqual([MESSAGES.saved, M.ticketsRetimed(2)]);
    const after = await Promise.all([running, paused, closed, removed].map(ticketRow));
    // The SQL follows the rule of test/sla-oracle.ts to the minute.
    for (const index of [0, 1]) {
      expect(pickSla(after[index]!)).toEqual(
        retimeSla(pickSla(before[index]!), {
          slaMinutes: 48 * 60,
          nowBm: nowBm(),
          isPaused: false,
        }),
      );
    }
    expect(pickSla(after[2]!)).toEqual(pickSla(before[2]!));
    expect(pickSla(after[3]!)).toEqual(pickSla(before[3]!));

    // The list, the detail and the Excel file show the same new remaining time.
    const row = await listRow(breakdown.category.id, running);
    const shown = await detail(running);
    expect(row.remainingSlaMinutes).toBe(42 * 60);
    expect(shown.remainingSlaMinutes).toBe(row.remainingSlaMinutes);
    expect(shown.remainingSlaPercentage).toBe(row.remainingSlaPercentage);
    expect(row.remainingSlaPercentage).toBe(87.5);
    expect(await excelSlaCells(breakdown.category.id)).toContain(
      '1 gün 18 sa kaldı (Normal · %87,5 · 42,0 / 48,0 saat)',
    );
    expect((await detail(paused)).remainingSlaMinutes).toBe(46 * 60);

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, breakdown.ruleSet.id));
    expect(entry).toMatchObject({ action: 'update', touchedTicketCount: 2 });

    // Unlimited SLA stops the clocks.
    const unlimited = await postOk<Envelope<{ touchedTicketCount: number }>>(
      ctx,
      admin,
      '/api/rulesets/UpdateRuleSet',
      { id: breakdown.ruleSet.id, sla: 0, isCaseClosed: false, isDeletedFromSLA: true },
    );
    expect(unlimited.data.touchedTicketCount).toBe(2);
    expect(pickSla(await ticketRow(running))).toEqual({
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    });
    expect(await detail(running)).toMatchObject({ slaMinutes: null, remainingSlaMinutes: null });
    // Back to 10 hours: the clock starts at the change.
    await postOk(ctx, admin, '/api/rulesets/UpdateRuleSet', {
      id: breakdown.ruleSet.id,
      sla: 10,
      isCaseClosed: false,
      isDeletedFromSLA: false,
    });
    expect((await listRow(breakdown.category.id, running)).remainingSlaMinutes).toBe(600);
  });

  it('moves tickets whose owner left the set to the new write role, with an activity each', async () => {
    const breakdown = await world.breakdown();
    const waiting = await createTicketOverHttp(ctx, world, agent, breakdown);
    const forwarded = await createTicketOverHttp(ctx, world, agent, breakdown);
    // A person forwarded the second one to a role outside the set: it stays there.
    const elsewhere = await createRole(ctx.db, []);
    clock.set(new Date(clock.now().getTime() + 60_000));
    await ctx.db
      .update(ticketFlows)
      .set({ endedAt: clock.now() })
      .where(eq(ticketFlows.ticketId, forwarded));
    await ctx.db.insert(ticketFlows).values({
      ticketId: forwarded,
      roleId: elsewhere.id,
      storeId: world.store.id,
      startedAt: clock.now(),
    });
    await ctx.db
      .update(tickets)
      .set({ currentRoleId: elsewhere.id })
      .where(eq(tickets.id, forwarded));
    // The set leaves its breakdown, loses its write flow, and gets a new one.
    await postOk(ctx, admin, '/api/rulesets/DeleteRuleSetOfCategory', {
      ruleSetId: breakdown.ruleSet.id,
      categorySetId: breakdown.set.id,
    });
    const [oldFlow] = await ctx.db
      .select()
      .from(ruleSetFlows)
      .where(eq(ruleSetFlows.ruleSetId, breakdown.ruleSet.id));
    const gone = await postOk<Envelope<{ touchedTicketCount: number }>>(
      ctx,
      admin,
      '/api/rulesets/DeleteRuleSetOfFlow',
      { id: oldFlow!.id },
    );
    expect(gone.data.touchedTicketCount).toBe(0);
    const newOwner = await createRole(ctx.db, []);
    clock.set(new Date(clock.now().getTime() + 60_000));
    const created = await postOk<Envelope<{ touchedTicketCount: number }>>(
      ctx,
      admin,
      '/api/rulesets/CreateFlow',
      {
        id: crypto.randomUUID(),
        ruleId: breakdown.ruleSet.id,
        roleId: newOwner.id,
        actionStatus: 1,
      },
    );
    expect(created.data.touchedTicketCount).toBe(1);
    expect(created.messages).toEqual([MESSAGES.saved, M.ticketsMoved(1)]);
    const moved = await ticketRow(waiting);
    expect(moved).toMatchObject({
      currentRoleId: newOwner.id,
      responsibleStoreId: world.solutionUnit.id,
      version: 2,
    });
    expect((await ticketRow(forwarded)).currentRoleId).toBe(elsewhere.id);
    const activities = await ctx.db
      .select()
      .from(ticketActivities)
      .where(eq(ticketActivities.ticketId, waiting));
    expect(activities.map((activity) => activity.description)).toContain(
      `Kural setinin yazma akışı değiştiği için bilet ${newOwner.name} rolüne aktarıldı.`,
    );
    const open = await ctx.db
      .select()
      .from(ticketFlows)
      .where(and(eq(ticketFlows.ticketId, waiting), isNull(ticketFlows.endedAt)));
    expect(open).toEqual([
      expect.objectContaining({ roleId: newOwner.id, storeId: world.solutionUnit.id }),
    ]);
    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entityType, 'ruleSetFlow'),
          eq(adminAuditLog.action, 'create'),
          eq(adminAuditLog.entityLabel, `${breakdown.ruleSet.name}: ${newOwner.name}`),
        ),
      );
    expect(entry!.touchedTicketCount).toBe(1);
  });

  it('asks for products on the very next ticket once the rule is added', async () => {
    const breakdown = await world.breakdown();
    // Before the rule, a ticket without products is fine.
    await createTicketOverHttp(ctx, world, agent, breakdown);
    await postOk(ctx, admin, '/api/rulesets/CreateRuleSetOfRule', {
      id: crypto.randomUUID(),
      ruleSetId: breakdown.ruleSet.id,
      name: 'Information.Product.IsMandatory',
      displayName: 'Ürün zorunlu',
      value: '1',
    });
    const body = await multipartBody({ ticket: world.payload(breakdown) });
    const response = await postMultipart(ctx, agent, '/api/ticket/createTicket', body);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(TICKET_FORM_MESSAGES.productRequired);
  });
});

function pickSla(row: {
  slaMinutes: number | null;
  slaDeadlineBm: number | null;
  slaStoppedAtBm: number | null;
  slaExceededNotifiedDeadlineBm: number | null;
}) {
  return {
    slaMinutes: row.slaMinutes,
    slaDeadlineBm: row.slaDeadlineBm,
    slaStoppedAtBm: row.slaStoppedAtBm,
    slaExceededNotifiedDeadlineBm: row.slaExceededNotifiedDeadlineBm,
  };
}
