import { ACTIVITY_MESSAGES as M } from '@ccms/contract/tickets-activities/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, type TestUser } from '../../../test/factories.ts';
import { messagesOf, post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  type ActivityWorld,
  createActivityWorld,
  getActivities,
  postActivity,
  ticketRow,
} from '../../../test/ticket-activity-world.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('activity inline edits and transfer targets on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let aw: ActivityWorld;
  let agent: TestUser;
  /** Sees the discount values. */
  let leader: TestUser;

  const activity = (user: TestUser, ticketId: string, body: object) =>
    postActivity(ctx, user, ticketId, body);
  const activitiesOf = (user: TestUser, id: string) => getActivities(ctx, user, id);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    aw = await createActivityWorld(ctx, world);
    agent = await world.agent(['Ticket.CallWrapUps']);
    leader = await world.agent(['Ticket.CallWrapUps', 'Ticket.CanSeeDiscountCode']);
  });
  afterAll(() => ctx.close());

  it('UpdateActivity needs Ticket.EditDescription, answers the inline messages, and follows the latest activity onto the ticket', async () => {
    const id = await aw.createTicket(agent);
    const closing = await activity(agent, id, {
      status: 3,
      subStatus: 7,
      callWrapUpId: aw.voiceDiscountWrapUp.id,
      customerVoiceId: world.voice.id,
      hasDiscountCode: true,
      discountCode: 'ESKI',
      discountCodeAmount: 20,
    });
    const activityId = closing.json().data.id as string;
    const forbidden = await post(ctx, agent, '/api/ticket/UpdateActivity', {
      id: activityId,
      description: 'Yeni açıklama',
    });
    expect(forbidden.statusCode).toBe(403);

    const editor = await world.agent(['Ticket.EditDescription']);
    const update = (body: object) =>
      post(ctx, editor, '/api/ticket/UpdateActivity', { id: activityId, ...body });
    const inline: [object, string][] = [
      [{ description: ' ' }, 'Aktivite açıklaması boş olamaz.'],
      [{ discountCode: '' }, 'İndirim kodu boş olamaz.'],
      [{ discountCode: 'YENI', discountCodeAmount: 0 }, 'Geçerli bir indirim tutarı giriniz.'],
      [{ moneyPoint: '' }, 'Puan boş olamaz.'],
      [{ moneyPoint: '100', moneyPointAmount: -1 }, 'Geçerli bir puan tutarı giriniz.'],
      [{ callWrapUpId: aw.voiceDiscountWrapUp.id, customerVoiceId: null }, M.customerVoiceRequired],
      [{}, M.nothingToUpdate],
      [{ callWrapUpId: aw.processWrapUp.id }, M.callWrapUpWrongKind],
    ];
    for (const [body, message] of inline) {
      const response = await update(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messagesOf(response)).toContain(message);
    }

    const version = (await ticketRow(ctx.db, id)).version;
    const saved = await update({
      description: 'Müşteriye indirim kodu SMS ile iletildi.',
      discountCode: 'YENI',
      discountCodeAmount: 35,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ id: activityId, ticketVersion: version + 1 });
    const [row] = await activitiesOf(leader, id);
    expect(row).toMatchObject({
      description: 'Müşteriye indirim kodu SMS ile iletildi.',
      discountCode: 'YENI',
      discountCodeAmount: 35,
      updatedUserFullName: `${editor.name} ${editor.surname}`,
    });
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      discountCode: 'YENI',
      discountCodeAmount: 35,
      version: version + 1,
    });

    // Changing to a wrap-up without voice drops the voice, on the activity and the ticket.
    const wrapUp = await update({ callWrapUpId: world.closingWrapUp.id });
    expect(wrapUp.statusCode, wrapUp.body).toBe(200);
    expect(await ticketRow(ctx.db, id)).toMatchObject({
      callWrapUpId: world.closingWrapUp.id,
      customerVoiceId: null,
    });

    // An older activity changes alone: the first (creation) activity takes no wrap-up.
    const first = (await activitiesOf(leader, id)).at(-1)!;
    expect(first.status).toBe(1);
    const refused = await post(ctx, editor, '/api/ticket/UpdateActivity', {
      id: first.id,
      callWrapUpId: aw.processWrapUp.id,
    });
    expect(messagesOf(refused)).toBe(M.callWrapUpNotForStatus);
    const older = await post(ctx, editor, '/api/ticket/UpdateActivity', {
      id: first.id,
      description: 'İlk kayıt düzeltildi.',
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().data.ticketVersion).toBe(version + 2);
  });

  it('roles/getroles lists the transfer targets: active, no call-centre roles, by name', async () => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const last = await createRole(ctx.db, [], { name: `Zzz Rol ${suffix}` });
    const first = await createRole(ctx.db, [], { name: `Aaa Rol ${suffix}` });
    await createRole(ctx.db, [], { name: `Aab Pasif ${suffix}`, isActive: false });
    const response = await post(ctx, agent, '/api/roles/getroles', {});
    expect(response.statusCode, response.body).toBe(200);
    const targets = response.json() as {
      id: string;
      name: string;
      roleType: number;
      needsStore: boolean;
      isECommerceBackOffice: boolean;
    }[];
    const index = (id: string) => targets.findIndex((target) => target.id === id);
    expect(index(first.id)).toBeGreaterThanOrEqual(0);
    expect(index(first.id)).toBeLessThan(index(last.id));
    expect(targets.some((target) => target.roleType === 5)).toBe(false);
    expect(targets.find((target) => target.id === aw.storeRole.id)).toMatchObject({
      needsStore: true,
    });
    expect(targets.find((target) => target.id === aw.backOfficeRole.id)).toMatchObject({
      needsStore: false,
      isECommerceBackOffice: true,
    });
    expect(targets.find((target) => target.id === aw.operatorRole.id)).toBeUndefined();
    expect(targets.some((target) => target.name === `Aab Pasif ${suffix}`)).toBe(false);
  });
});
