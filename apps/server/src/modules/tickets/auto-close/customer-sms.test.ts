import { AUTO_CLOSE_ACTIVITY_TEXT } from '@ccms/contract/notification-texts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  outboxMessages,
  ticketActivities,
  ticketCategorySets,
  ticketFlows,
} from '../../../db/schema/index.ts';
import { SYSTEM_USER_ID } from '../../../platform/system-user.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import type { TestUser } from '../../../test/factories.ts';
import { createNotificationContext, SMS_TOKEN } from '../../../test/notification-world.ts';
import { postActivity, ticketRow } from '../../../test/ticket-activity-world.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { createBusinessClockSource } from '../../sla/index.ts';
import { AUTO_CLOSE_JOB, autoCloseAnsweredTickets } from './service.ts';

const START = new Date('2026-03-02T07:00:00Z');
const HOUR = 3_600_000;

describe.each(TEST_BACKENDS)('SMS to the customer on %s', (backend) => {
  let env: Awaited<ReturnType<typeof createNotificationContext>>;
  let world: TicketWorld;
  let agent: TestUser;
  let phone: string;

  beforeAll(async () => {
    env = await createNotificationContext(backend, START);
    world = await createTicketWorld(env.ctx.db);
    agent = await world.agent(['Ticket.CallWrapUps']);
    // The stored form 05XXXXXXXXX goes to the provider as +905XXXXXXXXX.
    phone = `+90${world.customer.phoneNumber.slice(1)}`;
  });
  afterAll(() => env.close());

  const db = () => env.ctx.db;
  async function ticketOf(
    flags: Partial<typeof ticketCategorySets.$inferInsert>,
    caseClosed = false,
  ) {
    const of = await world.breakdown({ isCaseClosed: caseClosed });
    if (Object.keys(flags).length > 0) {
      await db().update(ticketCategorySets).set(flags).where(eq(ticketCategorySets.id, of.set.id));
    }
    return createTicketOverHttp(env.ctx, world, agent, of, [], { isNotClosed: caseClosed });
  }
  const close = (ticketId: string) =>
    postActivity(env.ctx, agent, ticketId, {
      status: 3,
      subStatus: 7,
      callWrapUpId: world.closingWrapUp.id,
    });
  const answer = (ticketId: string) =>
    postActivity(env.ctx, agent, ticketId, { status: 2, subStatus: 2 });
  const smsRowsOf = (ticketId: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.ticketId, ticketId), eq(outboxMessages.channel, 'sms')));
  async function sentSmsOf(ticketId: string) {
    await vi.waitFor(
      async () =>
        expect((await smsRowsOf(ticketId)).filter((row) => row.state !== 'sent')).toEqual([]),
      { timeout: 10_000 },
    );
    const { ticketNo } = await ticketRow(db(), ticketId);
    return env.sms.to(phone).filter((sms) => sms.body.text?.includes(`#${ticketNo} `));
  }

  it('the timed jobs run on the queue: SLA every minute, the 48-hour close every five, auto-flag nightly, the file sweep every half hour, the idempotency keys pruned hourly', async () => {
    const schedules = await env.ctx.app.background!.queue.schedules();
    expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'customer-auto-flag-nightly', cron: '0 3 * * *', timezone: 'Europe/Istanbul' },
      { name: 'idempotency-key-prune', cron: '17 * * * *', timezone: 'Europe/Istanbul' },
      { name: 'import-sweep', cron: '* * * * *', timezone: 'Europe/Istanbul' },
      { name: 'pending-file-sweep', cron: '*/30 * * * *', timezone: 'Europe/Istanbul' },
      { name: 'sla-exceeded', cron: '* * * * *', timezone: 'Europe/Istanbul' },
      { name: AUTO_CLOSE_JOB, cron: '*/5 * * * *', timezone: 'Europe/Istanbul' },
    ]);
  });

  it('closing an isSms ticket texts the customer once, through the HTTP provider', async () => {
    const ticketId = await ticketOf({ isSms: true });
    expect((await close(ticketId)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await sentSmsOf(ticketId)).toHaveLength(1), {
      timeout: 20_000,
    });
    const [sms] = await sentSmsOf(ticketId);
    const { ticketNo } = await ticketRow(db(), ticketId);
    expect(sms!.body.text).toBe(
      `Sayın Zeynep ${world.customer.lastName}, #${ticketNo} numaralı talebiniz sonuçlandırılmıştır. Bizi tercih ettiğiniz için teşekkür ederiz.`,
    );
    expect(sms!.headers.authorization).toBe(`Bearer ${SMS_TOKEN}`);
    const [row] = await smsRowsOf(ticketId);
    expect(sms!.body.id).toBe(row!.id);
    expect(sms!.headers['idempotency-key']).toBe(`${row!.id}:${phone}`);
  });

  it('no SMS on closing without isSms, nor for a case-closing rule set', async () => {
    const plain = await ticketOf({});
    const caseClosed = await ticketOf({ isSms: true }, true);
    for (const ticketId of [plain, caseClosed]) {
      expect((await close(ticketId)).statusCode).toBe(200);
      expect(await smsRowsOf(ticketId)).toEqual([]);
    }
  });

  it('closes an answered is48HoursSms ticket after 48 calendar hours, once, with its activity and SMS', async () => {
    const ticketId = await ticketOf({ is48HoursSms: true });
    const other = await ticketOf({});
    env.clock.set(new Date(START.getTime() + HOUR));
    for (const id of [ticketId, other]) expect((await answer(id)).statusCode).toBe(200);
    const deps = {
      db: db(),
      clock: env.clock,
      businessClocks: createBusinessClockSource(db(), 'Europe/Istanbul'),
      timeZone: 'Europe/Istanbul',
      publicUrl: 'https://ccms.example.test',
    };

    // 47 hours after the answer: still waiting.
    env.clock.set(new Date(START.getTime() + 48 * HOUR));
    expect(await autoCloseAnsweredTickets(deps)).toBe(0);
    expect((await ticketRow(db(), ticketId)).status).toBe(2);

    // Past 48 hours: the queue's run and two more at the same moment close it once.
    env.clock.set(new Date(START.getTime() + 49 * HOUR + 60_000));
    await env.ctx.app.background!.queue.send(AUTO_CLOSE_JOB, {});
    await Promise.all([autoCloseAnsweredTickets(deps), autoCloseAnsweredTickets(deps)]);
    await vi.waitFor(async () => expect((await ticketRow(db(), ticketId)).status).toBe(3), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect(await sentSmsOf(ticketId)).toHaveLength(1), {
      timeout: 20_000,
    });

    const closed = await ticketRow(db(), ticketId);
    expect(closed).toMatchObject({
      status: 3,
      subStatus: 6,
      closedUserId: SYSTEM_USER_ID,
      closedAt: env.clock.now(),
    });
    const systemActivities = await db()
      .select()
      .from(ticketActivities)
      .where(
        and(
          eq(ticketActivities.ticketId, ticketId),
          eq(ticketActivities.createdByUserId, SYSTEM_USER_ID),
        ),
      );
    expect(systemActivities).toHaveLength(1);
    expect(systemActivities[0]).toMatchObject({
      status: 3,
      subStatus: 6,
      description: AUTO_CLOSE_ACTIVITY_TEXT,
    });
    const openFlows = await db()
      .select()
      .from(ticketFlows)
      .where(and(eq(ticketFlows.ticketId, ticketId), isNull(ticketFlows.endedAt)));
    expect(openFlows).toEqual([]);
    const [sms] = await sentSmsOf(ticketId);
    expect(sms!.body.text).toContain(
      '48 saat içinde yeni bir geri dönüş olmadığı için kapatılmıştır',
    );
    // A breakdown without the switch stays answered.
    expect((await ticketRow(db(), other)).status).toBe(2);
    env.clock.set(START);
  });
});
