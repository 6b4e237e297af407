import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySetMails,
  mailGroupExtraUsers,
  mailGroups,
  outboxMessages,
  stores,
  ticketCategorySets,
  tickets,
} from '../../../db/schema/index.ts';
import { systemClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { createBusinessClockSource } from '../../sla/index.ts';
import { queueSlaExceededNotices, SLA_EXCEEDED_JOB } from './sla-exceeded-job.ts';

describe.each(TEST_BACKENDS)('the SLA-exceeded job on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let deps: Parameters<typeof queueSlaExceededNotices>[0];

  async function createTicket() {
    const agent = await world.agent(['Ticket.MultipleCreate']);
    const breakdown = await world.breakdown({ sla: 4 });
    const id = await createTicketOverHttp(ctx, world, agent, breakdown);
    return { id, setId: breakdown.set.id };
  }
  const noticesOf = (ticketId: string) =>
    ctx.db.select().from(outboxMessages).where(eq(outboxMessages.ticketId, ticketId));
  const setDeadline = (id: string, values: Partial<typeof tickets.$inferInsert>) =>
    ctx.db.update(tickets).set(values).where(eq(tickets.id, id));

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    deps = {
      db: ctx.db,
      clock: systemClock,
      businessClocks: createBusinessClockSource(ctx.db, 'Europe/Istanbul'),
      timeZone: 'Europe/Istanbul',
      publicUrl: 'https://ccms.example.test',
    };
  });
  afterAll(() => ctx.close());

  it('queues one notice per overdue episode to the mail group, breakdown and unit managers', async () => {
    const overdue = await createTicket();
    const [group] = await ctx.db.insert(mailGroups).values({ name: 'SLA Grubu' }).returning();
    await ctx.db
      .insert(mailGroupExtraUsers)
      .values({ mailGroupId: group!.id, emailAddress: 'Kalite@Example.test' });
    await ctx.db
      .update(ticketCategorySets)
      .set({ mailGroupId: group!.id })
      .where(eq(ticketCategorySets.id, overdue.setId));
    await ctx.db
      .insert(categorySetMails)
      .values({ ticketCategorySetId: overdue.setId, emailAddress: 'kirilim@example.test' });
    await ctx.db
      .update(stores)
      .set({ unitManagerEmail: 'birim.muduru@example.test' })
      .where(eq(stores.id, world.solutionUnit.id));
    await setDeadline(overdue.id, { slaDeadlineBm: 1000 });

    const paused = await createTicket();
    await setDeadline(paused.id, { slaDeadlineBm: 1000, slaStoppedAtBm: 900 });
    const closed = await createTicket();
    await setDeadline(closed.id, { slaDeadlineBm: 1000, status: 3, subStatus: 7 });
    const running = await createTicket();

    await queueSlaExceededNotices(deps);
    await queueSlaExceededNotices(deps);
    const notices = await noticesOf(overdue.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'mail', state: 'queued' });
    expect(notices[0]!.recipients).toEqual([
      'birim.muduru@example.test',
      'kalite@example.test',
      'kirilim@example.test',
    ]);
    expect(notices[0]!.subject).toMatch(/^SLA süresi aşıldı: #\d+$/);
    for (const quiet of [paused, closed, running]) expect(await noticesOf(quiet.id)).toEqual([]);

    // Resumed with a later deadline that passes again: a new episode, a new notice.
    await setDeadline(overdue.id, { slaDeadlineBm: 2000 });
    await queueSlaExceededNotices(deps);
    expect(await noticesOf(overdue.id)).toHaveLength(2);
  });

  it('runs on the job queue every minute in the business time zone', async () => {
    const running = await createTestContext(backend, { runJobs: true });
    try {
      const queue = running.app.background!.queue;
      expect(await queue.schedules()).toContainEqual({
        name: SLA_EXCEEDED_JOB,
        cron: '* * * * *',
        timezone: 'Europe/Istanbul',
      });
    } finally {
      await running.close();
    }
  });
});
