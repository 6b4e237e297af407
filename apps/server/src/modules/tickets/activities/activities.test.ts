import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import { TICKET_DETAIL_MESSAGES } from '@ccms/contract/tickets-detail/messages';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, ticketActivities, ticketFlows } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, createStore, type TestUser } from '../../../test/factories.ts';
import { messagesOf, post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  type ActivityWorld,
  activityCount,
  createActivityWorld,
  getActivities,
  holder,
  postActivity,
  ticketRow,
} from '../../../test/ticket-activity-world.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('ticket activities on %s', (backend) => {
  const clock = fixedClock(new Date());
  let ctx: TestContext;
  let world: TicketWorld;
  let aw: ActivityWorld;
  /** A call-centre operator: may add activities to any open ticket. */
  let agent: TestUser;
  /** An operator with activity-plus and the discount values. */
  let leader: TestUser;

  const activity = (user: TestUser, ticketId: string, body: object) =>
    postActivity(ctx, user, ticketId, body);
  /** The body that moves a ticket to `status` with what that status needs. */
  const bodyFor = (status: 2 | 3 | 4 | 5): object =>
    ({
      2: { status: 2 },
      3: { status: 3, subStatus: 7, callWrapUpId: world.closingWrapUp.id },
      4: { status: 4, transferRoleId: aw.departmentRole.id },
      5: { status: 5, callWrapUpId: aw.processWrapUp.id },
    })[status];
  async function move(user: TestUser, ticketId: string, status: 2 | 3 | 4 | 5) {
    const response = await activity(user, ticketId, bodyFor(status));
    expect(response.statusCode, `→ ${status}: ${response.body}`).toBe(200);
    return response;
  }
  const activitiesOf = (user: TestUser, id: string) => getActivities(ctx, user, id);

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    aw = await createActivityWorld(ctx, world);
    agent = await world.agent(['Ticket.CallWrapUps']);
    leader = await world.agent([
      'Ticket.CallWrapUps',
      'Ticket.CanSeeActivityPlus',
      'Ticket.CanSeeDiscountCode',
    ]);
  });
  afterAll(() => ctx.close());

  it('allows every move from 1, 2, 4 and 5 to 5, 2, 4 and 3', async () => {
    for (const first of [5, 2, 4, 3] as const) {
      const id = await aw.createTicket(agent);
      await move(agent, id, first);
      expect((await ticketRow(ctx.db, id)).status).toBe(first);
    }
    const id = await aw.createTicket(agent);
    const walk = [5, 5, 2, 2, 4, 4, 5, 4, 2, 5, 3] as const;
    for (const status of walk) await move(agent, id, status);
    const row = await ticketRow(ctx.db, id);
    expect(row).toMatchObject({ status: 3, subStatus: 7, version: 1 + walk.length });
    expect(await activityCount(ctx.db, id)).toBe(1 + walk.length);
    // The remaining moves to 3: from 2 and from 4.
    for (const before of [2, 4] as const) {
      const other = await aw.createTicket(agent);
      await move(agent, other, before);
      await move(agent, other, 3);
    }
  });

  it('refuses a move back to 1 and unknown statuses with 400, writing nothing', async () => {
    const id = await aw.createTicket(agent);
    for (const status of [1, 7]) {
      const response = await activity(agent, id, { status, subStatus: 1 });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toBe(M.transitionRefused);
    }
    expect(await activityCount(ctx.db, id)).toBe(1);
  });

  it('takes an activity on a closed ticket only with activity-plus, and reopening clears the closing', async () => {
    const id = await aw.createTicket(agent);
    await move(agent, id, 3);
    const closed = await ticketRow(ctx.db, id);
    expect(closed.closedUserId).toBe(agent.id);
    expect(closed.closedAt).not.toBeNull();

    const refused = await activity(agent, id, bodyFor(5));
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(M.closedTicketNeedsActivityPlus);

    // Activity-plus may leave it closed: the closing stays the first closer's.
    const stays = await activity(leader, id, { status: 3, subStatus: 8 });
    expect(stays.statusCode, stays.body).toBe(200);
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      status: 3,
      subStatus: 8,
      closedUserId: agent.id,
      closedAt: closed.closedAt,
    });

    await move(leader, id, 5);
    const reopened = await ticketRow(ctx.db, id);
    expect(reopened).toMatchObject({
      status: 5,
      subStatus: 10,
      closedUserId: null,
      closedAt: null,
    });
    // The closing ended the owner's flow; reopening starts a new one for the same owner.
    const flows = await ctx.db
      .select()
      .from(ticketFlows)
      .where(eq(ticketFlows.ticketId, id))
      .orderBy(asc(ticketFlows.startedAt));
    expect(flows).toHaveLength(2);
    expect(flows[0]!.endedAt).not.toBeNull();
    expect(flows[1]).toMatchObject({ roleId: world.ownerRole.id, endedAt: null });

    // Reopening to 2 and to 4 works the same way; no SMS without the breakdown's isSms.
    for (const reopenTo of [2, 4] as const) {
      await move(agent, id, 3);
      await move(leader, id, reopenTo);
      expect((await ticketRow(ctx.db, id)).status).toBe(reopenTo);
    }
    expect(await ctx.db.$count(outboxMessages, eq(outboxMessages.ticketId, id))).toBe(0);
  });

  it('answers every message of the activity form over HTTP and writes nothing', async () => {
    const id = await aw.createTicket(agent);
    const before = await ticketRow(ctx.db, id);
    const cases: [object, string][] = [
      [{ ...bodyFor(2), description: '  ' }, M.descriptionRequired],
      [{ status: null }, M.statusRequired],
      [{ status: 3 }, M.subStatusRequired],
      [{ status: 4, transferRoleId: -1 }, 'Bir alt durum seçmelisiniz.'],
      [{ status: 5 }, M.callWrapUpRequired],
      [{ status: 3, subStatus: 6 }, M.callWrapUpRequired],
      [
        { status: 3, subStatus: 7, callWrapUpId: aw.voiceDiscountWrapUp.id },
        M.customerVoiceRequired,
      ],
      [
        {
          status: 3,
          subStatus: 7,
          callWrapUpId: aw.voiceDiscountWrapUp.id,
          customerVoiceId: world.voice.id,
          hasDiscountCode: true,
          discountCode: ' ',
          discountCodeAmount: 10,
        },
        M.discountCodeRequired,
      ],
      [
        {
          status: 3,
          subStatus: 7,
          callWrapUpId: aw.voiceDiscountWrapUp.id,
          customerVoiceId: world.voice.id,
          hasDiscountCode: true,
          discountCode: 'YAZ50',
          discountCodeAmount: 0,
        },
        M.discountCodeAmountInvalid,
      ],
      [
        {
          status: 3,
          subStatus: 6,
          callWrapUpId: aw.pointsWrapUp.id,
          hasMoneyPoint: true,
          moneyPoint: '0',
          moneyPointAmount: 5,
        },
        M.moneyPointInvalid,
      ],
      [
        {
          status: 3,
          subStatus: 6,
          callWrapUpId: aw.pointsWrapUp.id,
          hasMoneyPoint: true,
          moneyPoint: '250',
          moneyPointAmount: -3,
        },
        M.moneyPointAmountInvalid,
      ],
      [{ status: 5, callWrapUpId: aw.inactiveWrapUp.id }, M.callWrapUpNotFound],
      [{ status: 5, callWrapUpId: world.closingWrapUp.id }, M.callWrapUpWrongKind],
      [{ status: 3, subStatus: 7, callWrapUpId: aw.processWrapUp.id }, M.callWrapUpWrongKind],
    ];
    for (const [body, message] of cases) {
      const response = await activity(agent, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messagesOf(response), JSON.stringify(body)).toBe(message);
    }
    const description = await activity(agent, id, { ...bodyFor(2), description: undefined });
    expect(messagesOf(description)).toBe(M.descriptionRequired);
    expect(await activityCount(ctx.db, id)).toBe(1);
    expect((await ticketRow(ctx.db, id)).version).toBe(before.version);
  });

  it('forwards to a department role where it is held; the new owner finds it assigned to them', async () => {
    const id = await aw.createTicket(agent);
    const response = await move(agent, id, 4);
    const activityId = response.json().data.id as string;
    expect(response.json().data.ticketVersion).toBe(2);
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      status: 4,
      subStatus: 4,
      currentRoleId: aw.departmentRole.id,
      responsibleStoreId: aw.departmentUnit.id,
    });
    const flows = await ctx.db
      .select()
      .from(ticketFlows)
      .where(eq(ticketFlows.ticketId, id))
      .orderBy(asc(ticketFlows.startedAt));
    expect(flows).toHaveLength(2);
    expect(flows[0]).toMatchObject({ roleId: world.ownerRole.id, storeId: world.solutionUnit.id });
    expect(flows[0]!.endedAt).not.toBeNull();
    expect(flows[1]).toMatchObject({
      roleId: aw.departmentRole.id,
      storeId: aw.departmentUnit.id,
      activityId,
      endedAt: null,
    });

    const assigned = await post(ctx, aw.departmentUser, '/api/ticket/gettickets', {
      assignFilter: 1,
      formatter: {},
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const rows = (assigned.json() as { items: TTicketListRow[] }).items;
    expect(rows.map((row) => row.id)).toContain(id);

    const [latest] = await activitiesOf(agent, id);
    expect(latest).toMatchObject({
      id: activityId,
      status: 4,
      transferRoleId: aw.departmentRole.id,
      currentFlowRoleName: aw.departmentRole.name,
      ticketResponsibleStore: aw.departmentUnit.name,
    });
  });

  it("prefers the rule set's solution unit when the role is held there, and asks a store for a store role", async () => {
    const role = await createRole(ctx.db, [], { roleType: 4 });
    await holder(ctx.db, role.id, aw.departmentUnit.id);
    await holder(ctx.db, role.id, world.solutionUnit.id);
    const id = await aw.createTicket(agent);
    await activity(agent, id, { status: 4, transferRoleId: role.id }).then((response) =>
      expect(response.statusCode, response.body).toBe(200),
    );
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      currentRoleId: role.id,
      responsibleStoreId: world.solutionUnit.id,
    });

    const noStore = await activity(agent, id, { status: 4, transferRoleId: aw.storeRole.id });
    expect(noStore.statusCode).toBe(400);
    expect(messagesOf(noStore)).toBe(M.transferStoreRequired);
    const toStore = await activity(agent, id, {
      status: 4,
      transferRoleId: aw.storeRole.id,
      transferStoreId: world.store.id,
    });
    expect(toStore.statusCode, toStore.body).toBe(200);
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      currentRoleId: aw.storeRole.id,
      responsibleStoreId: world.store.id,
    });

    const nobody = await createRole(ctx.db, [], { roleType: 4 });
    const unheld = await activity(agent, id, { status: 4, transferRoleId: nobody.id });
    expect(messagesOf(unheld)).toBe(M.transferRoleNotHeld);
    const operator = await activity(agent, id, { status: 4, transferRoleId: aw.operatorRole.id });
    expect(messagesOf(operator)).toBe(M.transferRoleNotFound);
  });

  it('forwards to the e-commerce back office only on breakdowns that allow it', async () => {
    const refusedId = await aw.createTicket(agent);
    const refused = await activity(agent, refusedId, {
      status: 4,
      transferRoleId: aw.backOfficeRole.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toBe(M.backOfficeNotAllowed);
    expect(await activityCount(ctx.db, refusedId)).toBe(1);

    const id = await aw.createTicket(agent, { canGoEcommerceBackOffice: true });
    const allowed = await activity(agent, id, { status: 4, transferRoleId: aw.backOfficeRole.id });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      currentRoleId: aw.backOfficeRole.id,
      responsibleStoreId: aw.backOfficeUnit.id,
    });
  });

  it('2 Cevaplandı hands the ticket back to the role and unit that created it', async () => {
    const id = await aw.createTicket(agent);
    await move(agent, id, 4);
    // The department owner answers it.
    const answered = await activity(aw.departmentUser, id, bodyFor(2));
    expect(answered.statusCode, answered.body).toBe(200);
    const row = await ticketRow(ctx.db, id);
    expect(row.creatorRoleId).not.toBeNull();
    expect(row).toMatchObject({
      status: 2,
      currentRoleId: row.creatorRoleId,
      responsibleStoreId: row.creatorStoreId,
    });
    // No longer the department's: it may not add another activity.
    const again = await activity(aw.departmentUser, id, bodyFor(5));
    expect(again.statusCode).toBe(403);
    expect(messagesOf(again)).toBe(M.cannotAddActivity);
  });

  it('an SLA-pausing wrap-up stops the clock and the next activity restarts it', async () => {
    const start = new Date();
    clock.set(start);
    const id = await aw.createTicket(agent);
    const created = await ticketRow(ctx.db, id);
    expect(created.slaStoppedAtBm).toBeNull();

    clock.set(new Date(start.getTime() + 60 * 60_000));
    await activity(agent, id, { status: 5, callWrapUpId: aw.pausingWrapUp.id });
    const paused = await ticketRow(ctx.db, id);
    expect(paused.slaStoppedAtBm).not.toBeNull();
    const [pausedActivity] = await activitiesOf(agent, id);
    expect(pausedActivity).toMatchObject({ isSlaPaused: true });

    clock.set(new Date(start.getTime() + 3 * 60 * 60_000));
    await move(agent, id, 5);
    const running = await ticketRow(ctx.db, id);
    expect(running.slaStoppedAtBm).toBeNull();
    // Two paused hours (no holidays in this database) move the deadline on.
    expect(running.slaDeadlineBm! - created.slaDeadlineBm!).toBeCloseTo(120, 5);
    clock.set(new Date());
  });

  it('takes a wrap-up only from Ticket.CallWrapUps holders', async () => {
    const id = await aw.createTicket(agent);
    const withoutWrapUps = await world.agent();
    const refused = await activity(withoutWrapUps, id, {
      status: 3,
      subStatus: 7,
      callWrapUpId: aw.voiceDiscountWrapUp.id,
      customerVoiceId: world.voice.id,
      hasDiscountCode: true,
      discountCode: 'YAZ50',
      discountCodeAmount: 50,
    });
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(M.callWrapUpNotAllowed);
    expect(await ticketRow(ctx.db, id)).toMatchObject({ status: 1, version: 1 });
  });

  it('closes 3/7 with a wrap-up needing voice and a discount code, on the activity and the ticket, with the SMS', async () => {
    const id = await aw.createTicket(agent, { isSms: true });
    const response = await activity(agent, id, {
      status: 3,
      subStatus: 7,
      callWrapUpId: aw.voiceDiscountWrapUp.id,
      customerVoiceId: world.voice.id,
      hasDiscountCode: true,
      discountCode: ' YAZ50 ',
      discountCodeAmount: 50,
      discountCodeDescription: 'Gecikme için',
      // Hidden for this wrap-up: dropped.
      hasMoneyPoint: true,
      moneyPoint: '100',
      moneyPointAmount: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await ticketRow(ctx.db, id);
    expect(row).toMatchObject({
      status: 3,
      subStatus: 7,
      callWrapUpId: aw.voiceDiscountWrapUp.id,
      customerVoiceId: world.voice.id,
      discountCode: 'YAZ50',
      discountCodeAmount: 50,
      moneyPoint: null,
      closedUserId: agent.id,
    });
    expect(row.slaStoppedAtBm).not.toBeNull();
    const [stored] = await ctx.db
      .select()
      .from(ticketActivities)
      .where(eq(ticketActivities.id, response.json().data.id));
    expect(stored).toMatchObject({
      callWrapUpId: aw.voiceDiscountWrapUp.id,
      customerVoiceId: world.voice.id,
      discountCode: 'YAZ50',
      discountCodeAmount: 50,
      discountCodeDescription: 'Gecikme için',
      moneyPoint: null,
    });
    const sms = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.ticketId, id));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipients: [world.customer.phoneNumber] });

    // The values only for Ticket.CanSeeDiscountCode.
    const [seen] = await activitiesOf(leader, id);
    expect(seen).toMatchObject({
      hasDiscountCode: true,
      discountCode: 'YAZ50',
      callWrapUpName: aw.voiceDiscountWrapUp.name,
      customerVoiceName: world.voice.name,
    });
    const [hidden] = await activitiesOf(agent, id);
    expect(hidden).toMatchObject({ hasDiscountCode: true, discountCode: null });
  });

  it('two activities on the same version: one 200, one 409, one activity written', async () => {
    const id = await aw.createTicket(agent);
    const { version } = await ticketRow(ctx.db, id);
    const body = { ticketId: id, version, description: 'Aynı anda', status: 2 };
    const responses = await Promise.all([
      post(ctx, agent, '/api/ticket/createActivity', body),
      post(ctx, leader, '/api/ticket/createActivity', body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const stale = responses.find((response) => response.statusCode === 409)!;
    expect(messagesOf(stale)).toBe(TICKET_DETAIL_MESSAGES.staleVersion);
    expect(await activityCount(ctx.db, id)).toBe(2);
    expect((await ticketRow(ctx.db, id)).version).toBe(version + 1);
  });

  it("writes an activity sent without version (the spec's payload has none), unchecked", async () => {
    const id = await aw.createTicket(agent);
    const { version } = await ticketRow(ctx.db, id);
    const body = { ticketId: id, description: 'Sürümsüz', status: 2 };
    const response = await post(ctx, agent, '/api/ticket/createActivity', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await activityCount(ctx.db, id)).toBe(2);
    expect((await ticketRow(ctx.db, id)).version).toBe(version + 1);
  });

  it('a store user of another store gets 404 on every activity call', async () => {
    const id = await aw.createTicket(agent);
    const otherStore = await createStore(ctx.db, { type: 0 });
    const storeRole = await createRole(ctx.db, ['Ticket.EditDescription'], { roleType: 1 });
    const outsider = await holder(ctx.db, storeRole.id, otherStore.id);
    const [first] = await activitiesOf(agent, id);
    const calls = [
      post(ctx, outsider, '/api/ticket/GetTicketActivities', { id }),
      postActivity(ctx, outsider, id, bodyFor(2)),
      post(ctx, outsider, '/api/ticket/UpdateActivity', { id: first!.id, description: 'x' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await activityCount(ctx.db, id)).toBe(1);
  });
});
