import { ACTIVITY_MESSAGES as A } from '@ccms/contract/tickets-activities/messages';
import type { TUpdateTicketInputRaw } from '@ccms/contract/tickets-edit';
import { TICKET_EDIT_STATE_MESSAGES as S } from '@ccms/contract/tickets-edit-state';
import { TICKET_FORM_MESSAGES as F } from '@ccms/contract/tickets-form/messages';
import type { TTicketFormInput } from '@ccms/contract/tickets-form/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivities, ticketUpdateHistories } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { messagesOf, post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  type ActivityWorld,
  createActivityWorld,
  postActivity,
  ticketRow,
} from '../../../test/ticket-activity-world.ts';
import { editPayload } from '../../../test/ticket-edit-payloads.ts';
import { postTicket } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

/** docs/domain.md §13.3 Status: status, sub-status, wrap-up and voice through ticket/UpdateTicket. */
describe.each(TEST_BACKENDS)('a status change through ticket/UpdateTicket on %s', (backend) => {
  const clock = fixedClock(new Date());
  let ctx: TestContext;
  let world: TicketWorld;
  let aw: ActivityWorld;
  /** A call-centre operator with Ticket.Edit and Ticket.CallWrapUps: may edit and move. */
  let agent: TestUser;

  const update = (user: TestUser, body: TUpdateTicketInputRaw) =>
    post(ctx, user, '/api/ticket/UpdateTicket', body);
  /** A new open ticket (1 / 1) and its creation payload. */
  async function openTicket(): Promise<{ id: string; ticket: TTicketFormInput }> {
    const ticket = world.payload(await world.breakdown());
    const { id } = await postTicket(ctx, agent, ticket);
    return { id, ticket };
  }
  /** The edit payload on the ticket's current version. */
  async function edit(id: string, ticket: TTicketFormInput, state: object) {
    const { version } = await ticketRow(ctx.db, id);
    return editPayload(ticket, version, state);
  }
  const activitiesOf = (id: string) =>
    ctx.db
      .select()
      .from(ticketActivities)
      .where(eq(ticketActivities.ticketId, id))
      .orderBy(asc(ticketActivities.createdAt));

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    aw = await createActivityWorld(ctx, world);
    agent = await world.agent(['Ticket.Edit', 'Ticket.CallWrapUps']);
  });
  afterAll(() => ctx.close());

  it("answers the spec's four messages and writes nothing", async () => {
    const { id, ticket } = await openTicket();
    const voiceNeeded = aw.voiceDiscountWrapUp.id;
    const cases: [string, object, string][] = [
      ['status', { status: null, subStatus: null }, S.statusRequired],
      ['sub-status', { status: 3, subStatus: null }, S.subStatusRequired],
      ['sub-status of another status', { status: 3, subStatus: 10 }, S.subStatusRequired],
      ['wrap-up for 5', { status: 5, subStatus: 10 }, S.callWrapUpRequired],
      ['wrap-up for 3 / 7', { status: 3, subStatus: 7 }, S.callWrapUpRequired],
      [
        'voice',
        { status: 3, subStatus: 7, callWrapUpId: voiceNeeded, customerVoiceId: '' },
        S.customerVoiceRequired,
      ],
    ];
    for (const [name, state, message] of cases) {
      const response = await update(agent, await edit(id, ticket, state));
      expect(response.statusCode, name).toBe(400);
      expect(messagesOf(response), name).toContain(message);
    }
    // With a form error too, both come back together.
    const both = await update(agent, await edit(id, ticket, { description: ' ', status: null }));
    expect(both.json().messages).toEqual([F.descriptionRequired, S.statusRequired]);
    expect(await ticketRow(ctx.db, id)).toMatchObject({ status: 1, subStatus: 1, version: 1 });
    expect(await activitiesOf(id)).toHaveLength(1);
  });

  it('refuses what an activity refuses, and forwarding, which needs the activity dialog', async () => {
    const { id, ticket } = await openTicket();
    const forward = await update(agent, await edit(id, ticket, { status: 4, subStatus: 4 }));
    expect(forward.statusCode).toBe(400);
    expect(messagesOf(forward)).toBe(S.forwardNeedsActivity);

    const answered = await update(agent, await edit(id, ticket, { status: 2 }));
    expect(answered.statusCode, answered.body).toBe(200);
    const back = await update(agent, await edit(id, ticket, { status: 1, subStatus: 1 }));
    expect(back.statusCode).toBe(400);
    expect(messagesOf(back)).toBe(A.transitionRefused);

    // A closing wrap-up for 5 İşlemde: the activity's own check.
    const wrongKind = await update(
      agent,
      await edit(id, ticket, { status: 5, callWrapUpId: world.closingWrapUp.id }),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(messagesOf(wrongKind)).toBe(A.callWrapUpWrongKind);
    expect(await ticketRow(ctx.db, id)).toMatchObject({ status: 2, version: 2 });
  });

  it('writes the activity an activity would: owner, closing, SLA clock, one transaction', async () => {
    const { id, ticket } = await openTicket();
    const closed = await update(
      agent,
      await edit(id, ticket, {
        description: 'Düzenlemede kapatıldı.',
        status: 3,
        subStatus: 7,
        callWrapUpId: world.closingWrapUp.id,
      }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    // The edited field (version 2), then the activity (version 3).
    expect(closed.json().data).toEqual({ id, version: 3 });
    const row = await ticketRow(ctx.db, id);
    expect(row).toMatchObject({
      status: 3,
      subStatus: 7,
      callWrapUpId: world.closingWrapUp.id,
      closedUserId: agent.id,
      description: 'Düzenlemede kapatıldı.',
    });
    expect(row.closedAt).not.toBeNull();
    expect(row.slaStoppedAtBm).not.toBeNull();
    const activities = await activitiesOf(id);
    expect(activities).toHaveLength(2);
    expect(activities[1]).toMatchObject({
      status: 3,
      subStatus: 7,
      description: S.activityDescription,
      callWrapUpId: world.closingWrapUp.id,
      createdByUserId: agent.id,
    });
    const histories = await ctx.db
      .select()
      .from(ticketUpdateHistories)
      .where(eq(ticketUpdateHistories.ticketId, id));
    expect(histories.map((history) => history.description)).toEqual([
      `Açıklama: ${ticket.description} → Düzenlemede kapatıldı.`,
    ]);
  });

  it('pauses the SLA with a pausing wrap-up and restarts it on the next move', async () => {
    const { id, ticket } = await openTicket();
    const paused = await update(
      agent,
      await edit(id, ticket, { status: 5, subStatus: 10, callWrapUpId: aw.pausingWrapUp.id }),
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data.version).toBe(2);
    const stopped = await ticketRow(ctx.db, id);
    expect(stopped.slaStoppedAtBm).not.toBeNull();
    expect((await activitiesOf(id))[1]).toMatchObject({ isSlaPaused: true });

    clock.set(new Date(clock.now().getTime() + 60 * 60_000));
    const running = await update(
      agent,
      await edit(id, ticket, { status: 5, subStatus: 10, callWrapUpId: aw.processWrapUp.id }),
    );
    expect(running.statusCode, running.body).toBe(200);
    const restarted = await ticketRow(ctx.db, id);
    expect(restarted.slaStoppedAtBm).toBeNull();
    // The hour stood still moved the deadline on (business minutes, to the millisecond).
    expect(restarted.slaDeadlineBm! - stopped.slaDeadlineBm!).toBeCloseTo(60, 2);
  });

  it('keeps the state when the fields are not sent or say what the ticket has', async () => {
    const { id, ticket } = await openTicket();
    const moved = await postActivity(ctx, agent, id, {
      status: 5,
      callWrapUpId: aw.processWrapUp.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await postActivity(ctx, agent, id, { status: 2 });
    // 2 Cevaplandı keeps the last wrap-up on the row; a client sending the ticket as read
    // (its stale wrap-up included) changes nothing.
    const row = await ticketRow(ctx.db, id);
    expect(row).toMatchObject({ status: 2, callWrapUpId: aw.processWrapUp.id });
    const asRead = await update(
      agent,
      await edit(id, ticket, {
        status: 2,
        subStatus: 2,
        callWrapUpId: aw.processWrapUp.id,
        customerVoiceId: null,
      }),
    );
    expect(asRead.json()).toMatchObject({ data: { version: row.version } });
    const notSent = await update(agent, await edit(id, ticket, {}));
    expect(notSent.json()).toMatchObject({ data: { version: row.version } });
    expect(await activitiesOf(id)).toHaveLength(3);
  });

  it('needs the activity right and, for a wrap-up, Ticket.CallWrapUps', async () => {
    const { id, ticket } = await openTicket();
    // Sees every ticket and may edit, but is neither its owner nor an operator.
    const editor = await createUserWithPermissions(ctx.db, ['Ticket.Edit', 'Ticket.AllTickets']);
    const refused = await update(editor, await edit(id, ticket, { status: 2 }));
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toBe(S.stateChangeNeedsActivityRight);
    // The same editor may still edit the text with the state as it is.
    const text = await update(
      editor,
      await edit(id, ticket, { description: 'Yalnızca metin', status: 1, subStatus: 1 }),
    );
    expect(text.statusCode, text.body).toBe(200);

    const noWrapUps = await world.agent(['Ticket.Edit']);
    const wrapUp = await update(
      noWrapUps,
      await edit(id, ticket, { status: 5, callWrapUpId: aw.processWrapUp.id }),
    );
    expect(wrapUp.statusCode).toBe(403);
    expect(messagesOf(wrapUp)).toBe(A.callWrapUpNotAllowed);
    expect(await ticketRow(ctx.db, id)).toMatchObject({ status: 1, description: 'Yalnızca metin' });
  });
});
