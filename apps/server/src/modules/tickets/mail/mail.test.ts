import { randomUUID } from 'node:crypto';
import { TICKET_MAIL_MESSAGES } from '@ccms/contract/tickets-extras';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categorySetMails,
  mailGroupExtraUsers,
  mailGroupRoles,
  mailGroups,
  outboxMessages,
  ticketCategorySets,
  tickets,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../../test/factories.ts';
import { get, messagesOf } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStoreUser, createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';
import { TICKET_NOTIFICATION_TOPIC } from './service.ts';
import { SLA_EXCEEDED_JOB } from './sla-exceeded-job.ts';

describe.each(TEST_BACKENDS)('mails by hand on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent();
  });
  afterAll(() => ctx.close());

  const ticketRow = async (id: string) =>
    (await ctx.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

  describe('SendNotificationmail', () => {
    const outboxOf = (ticketId: string, topic: string) =>
      ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.ticketId, ticketId), eq(outboxMessages.topic, topic)));

    it("queues the breakdown's mail once to its mail group and addresses", async () => {
      const of = await world.breakdown();
      const [group] = await ctx.db.insert(mailGroups).values({ name: 'Kalite' }).returning();
      const member = await createUserWithPermissions(ctx.db, []);
      const groupRole = await createRole(ctx.db, []);
      await ctx.db
        .insert(userRolesInStores)
        .values({ userId: member.id, roleId: groupRole.id, storeId: world.solutionUnit.id });
      await ctx.db.insert(mailGroupRoles).values({ mailGroupId: group!.id, roleId: groupRole.id });
      await ctx.db
        .insert(mailGroupExtraUsers)
        .values({ mailGroupId: group!.id, emailAddress: 'Kalite.Ekibi@example.test' });
      await ctx.db
        .update(ticketCategorySets)
        .set({ mailGroupId: group!.id })
        .where(eq(ticketCategorySets.id, of.set.id));
      await ctx.db
        .insert(categorySetMails)
        .values({ ticketCategorySetId: of.set.id, emailAddress: 'kirilim@example.test' });
      const ticketId = await createTicketOverHttp(ctx, world, agent, of);
      const url = `/api/ticket/SendNotificationmail?ticketId=${ticketId}`;

      const first = await get(ctx, agent, url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        isSuccess: true,
        data: { queuedCount: 1 },
        messages: [TICKET_MAIL_MESSAGES.queued(1)],
      });
      const second = await get(ctx, agent, url);
      expect(second.json().data).toEqual({ queuedCount: 0 });

      const rows = await outboxOf(ticketId, TICKET_NOTIFICATION_TOPIC);
      expect(rows).toHaveLength(1);
      const { ticketNo } = await ticketRow(ticketId);
      expect(rows[0]).toMatchObject({
        channel: 'mail',
        state: 'queued',
        subject: `Bilet bildirimi: #${ticketNo}`,
        recipients: [
          'kalite.ekibi@example.test',
          'kirilim@example.test',
          member.emailAddress.toLowerCase(),
        ].sort(),
      });
      expect(rows[0]!.body).toContain(of.type.name);
    });

    it('refuses a breakdown with nobody to mail, and a user who may not act on the ticket', async () => {
      const ticketId = await createTicketOverHttp(ctx, world, agent);
      const url = `/api/ticket/SendNotificationmail?ticketId=${ticketId}`;
      const nobody = await get(ctx, agent, url);
      expect(nobody.statusCode).toBe(400);
      expect(messagesOf(nobody)).toBe(TICKET_MAIL_MESSAGES.noRecipients);
      const reader = await createStoreUser(ctx.db, world.store.id);
      expect((await get(ctx, reader, url)).statusCode).toBe(403);
      expect(await outboxOf(ticketId, TICKET_NOTIFICATION_TOPIC)).toEqual([]);
    });

    it('SendSlaExceedNotificationmail queues the overdue notices now, once, for Ticket.AllTickets', async () => {
      const of = await world.breakdown({ sla: 1 });
      await ctx.db
        .insert(categorySetMails)
        .values({ ticketCategorySetId: of.set.id, emailAddress: 'sla@example.test' });
      const ticketId = await createTicketOverHttp(ctx, world, agent, of);
      const other = await world.breakdown({ sla: 1 });
      await ctx.db
        .insert(categorySetMails)
        .values({ ticketCategorySetId: other.set.id, emailAddress: 'diger@example.test' });
      const otherId = await createTicketOverHttp(ctx, world, agent, other);
      await ctx.db
        .update(tickets)
        .set({ slaDeadlineBm: 1000 })
        .where(inArray(tickets.id, [ticketId, otherId]));
      const url = `/api/ticket/SendSlaExceedNotificationmail?ticketId=${ticketId}`;

      expect((await get(ctx, agent, url)).statusCode).toBe(403);
      const supervisor = await createUserWithPermissions(ctx.db, ['Ticket.AllTickets']);
      const first = await get(ctx, supervisor, url);
      expect(first.statusCode, first.body).toBe(200);
      // With a ticket id, only that ticket's notice.
      expect(first.json().data).toEqual({ queuedCount: 1 });
      expect(await outboxOf(otherId, SLA_EXCEEDED_JOB)).toEqual([]);
      const everyTicket = await get(ctx, supervisor, '/api/ticket/SendSlaExceedNotificationmail');
      expect(everyTicket.json().data.queuedCount).toBeGreaterThanOrEqual(1);
      expect(await outboxOf(otherId, SLA_EXCEEDED_JOB)).toHaveLength(1);
      const again = await get(ctx, supervisor, '/api/ticket/SendSlaExceedNotificationmail');
      expect(again.json().data).toEqual({ queuedCount: 0 });
      const rows = await outboxOf(ticketId, SLA_EXCEEDED_JOB);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.recipients).toContain('sla@example.test');

      const unknown = await get(
        ctx,
        supervisor,
        `/api/ticket/SendSlaExceedNotificationmail?ticketId=${randomUUID()}`,
      );
      expect(unknown.statusCode).toBe(404);
    });
  });
});
