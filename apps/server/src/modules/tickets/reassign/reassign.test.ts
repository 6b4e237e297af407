import { MESSAGES } from '@ccms/contract/messages';
import { FLOW_ACTIONS, RULE_SET_MESSAGES as M } from '@ccms/contract/rule-sets';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleSetFlows, ticketActivities, ticketFlows, tickets } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../platform/clock.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { type Envelope, postOk } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

/*
 * tickets/index.ts `moveOrphanedOpenTickets`, as the rule set administration reaches it: a flow
 * deleted from a set hands its role's open tickets to the set's write role, each with an
 * activity and a flow row; tickets whose owner is still one of the set's flows stay.
 */
describe.each(TEST_BACKENDS)(
  'moving the open tickets whose owner left the rule set on %s',
  (backend) => {
    const clock = fixedClock(new Date('2026-03-02T09:00:00+03:00'));
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

    const ticketRow = async (id: string) =>
      (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

    /** Gives the ticket to `roleId` as if it had been created there (its only flow row too). */
    async function ownedSinceCreation(ticketId: string, roleId: string) {
      await ctx.db.update(tickets).set({ currentRoleId: roleId }).where(eq(tickets.id, ticketId));
      await ctx.db.update(ticketFlows).set({ roleId }).where(eq(ticketFlows.ticketId, ticketId));
    }

    it('hands a deleted flow role’s open tickets to the write role; other flows and closed tickets stay', async () => {
      const breakdown = await world.breakdown();
      const leaving = await createRole(ctx.db, []);
      const staying = await createRole(ctx.db, []);
      await ctx.db.insert(ruleSetFlows).values([
        { ruleSetId: breakdown.ruleSet.id, roleId: leaving.id, actionStatus: FLOW_ACTIONS.read },
        { ruleSetId: breakdown.ruleSet.id, roleId: staying.id, actionStatus: FLOW_ACTIONS.read },
      ]);
      const orphan = await createTicketOverHttp(ctx, world, agent, breakdown);
      const closed = await createTicketOverHttp(ctx, world, agent, breakdown);
      const kept = await createTicketOverHttp(ctx, world, agent, breakdown);
      await ownedSinceCreation(orphan, leaving.id);
      await ownedSinceCreation(closed, leaving.id);
      await ctx.db
        .update(tickets)
        .set({ status: TICKET_STATUS.closed })
        .where(eq(tickets.id, closed));
      await ownedSinceCreation(kept, staying.id);
      const [flow] = await ctx.db
        .select()
        .from(ruleSetFlows)
        .where(
          and(
            eq(ruleSetFlows.ruleSetId, breakdown.ruleSet.id),
            eq(ruleSetFlows.roleId, leaving.id),
          ),
        );
      clock.set(new Date(clock.now().getTime() + 60_000));

      const gone = await postOk<Envelope<{ touchedTicketCount: number }>>(
        ctx,
        admin,
        '/api/rulesets/DeleteRuleSetOfFlow',
        { id: flow!.id },
      );

      expect(gone.data.touchedTicketCount).toBe(1);
      expect(gone.messages).toEqual([MESSAGES.saved, M.ticketsMoved(1)]);
      expect(await ticketRow(orphan)).toMatchObject({
        currentRoleId: world.ownerRole.id,
        responsibleStoreId: world.solutionUnit.id,
        version: 2,
        updatedAt: clock.now(),
      });
      expect((await ticketRow(closed)).currentRoleId).toBe(leaving.id);
      expect((await ticketRow(kept)).currentRoleId).toBe(staying.id);
      const activities = await ctx.db
        .select()
        .from(ticketActivities)
        .where(eq(ticketActivities.ticketId, orphan));
      const moveActivity = activities.find((activity) => activity.transferRoleId !== null);
      expect(moveActivity).toMatchObject({
        description: `Rolü kural setinin akışlarından çıkarıldığı için bilet ${world.ownerRole.name} rolüne aktarıldı.`,
        transferRoleId: world.ownerRole.id,
        transferStoreId: world.solutionUnit.id,
        createdByUserId: admin.id,
      });
      const flows = await ctx.db
        .select()
        .from(ticketFlows)
        .where(eq(ticketFlows.ticketId, orphan))
        .orderBy(ticketFlows.startedAt);
      expect(flows).toEqual([
        expect.objectContaining({ roleId: leaving.id, endedAt: clock.now() }),
        expect.objectContaining({
          roleId: world.ownerRole.id,
          storeId: world.solutionUnit.id,
          activityId: moveActivity!.id,
          endedAt: null,
        }),
      ]);
      const openOfKept = await ctx.db
        .select()
        .from(ticketFlows)
        .where(and(eq(ticketFlows.ticketId, kept), isNull(ticketFlows.endedAt)));
      expect(openOfKept).toEqual([expect.objectContaining({ roleId: staying.id })]);
    });
  },
);
