import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivities, tickets } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { type Envelope, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { createBusinessClock } from '../../sla/business-clock.ts';

/*
 * tickets/index.ts `retimeOpenTicketsOfRuleSet`, as the rule set administration reaches it, for
 * tickets that had no clock: a rule set that gains an SLA starts their clock at the change (held
 * still for a ticket whose latest activity paused it), and one that loses it clears the clock.
 * (Tickets with a clock: rule-sets/rule-set-tickets.test.ts.)
 */
describe.each(TEST_BACKENDS)('a rule set gaining and losing its SLA on %s', (backend) => {
  const clock = fixedClock(new Date('2026-03-03T10:00:00+03:00'));
  const nowBm = () => createBusinessClock([], 'Europe/Istanbul').minuteAt(clock.now());
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { clock });
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.MultipleCreate']);
    admin = await createUserWithPermissions(ctx.db, ['Definition.WrapUps']);
  });
  afterAll(() => ctx.close());

  const clockOf = async (id: string) => {
    const [row] = await ctx.db
      .select({
        slaMinutes: tickets.slaMinutes,
        slaDeadlineBm: tickets.slaDeadlineBm,
        slaStoppedAtBm: tickets.slaStoppedAtBm,
        slaExceededNotifiedDeadlineBm: tickets.slaExceededNotifiedDeadlineBm,
      })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row!;
  };
  const saveSla = (ruleSetId: string, sla: number, isDeletedFromSLA: boolean) =>
    postOk<Envelope<{ touchedTicketCount: number }>>(ctx, admin, '/api/rulesets/UpdateRuleSet', {
      id: ruleSetId,
      sla,
      isCaseClosed: false,
      isDeletedFromSLA,
    });

  it('starts the clock at the change, paused where the latest activity paused it, and clears it again', async () => {
    const breakdown = await world.breakdown({ sla: 0 });
    const running = await createTicketOverHttp(ctx, world, agent, breakdown);
    const paused = await createTicketOverHttp(ctx, world, agent, breakdown);
    await ctx.db
      .update(ticketActivities)
      .set({ isSlaPaused: true })
      .where(eq(ticketActivities.ticketId, paused));
    expect((await clockOf(running)).slaMinutes).toBeNull();
    clock.set(new Date('2026-03-03T14:00:00+03:00'));

    const gained = await saveSla(breakdown.ruleSet.id, 8, false);

    expect(gained.data.touchedTicketCount).toBe(2);
    expect(await clockOf(running)).toEqual({
      slaMinutes: 8 * 60,
      slaDeadlineBm: nowBm() + 8 * 60,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    });
    expect(await clockOf(paused)).toEqual({
      slaMinutes: 8 * 60,
      slaDeadlineBm: nowBm() + 8 * 60,
      slaStoppedAtBm: nowBm(),
      slaExceededNotifiedDeadlineBm: null,
    });

    const lost = await saveSla(breakdown.ruleSet.id, 0, true);

    expect(lost.data.touchedTicketCount).toBe(2);
    for (const id of [running, paused]) {
      expect(await clockOf(id)).toEqual({
        slaMinutes: null,
        slaDeadlineBm: null,
        slaStoppedAtBm: null,
        slaExceededNotifiedDeadlineBm: null,
      });
    }
  });
});
