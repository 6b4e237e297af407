import { randomUUID } from 'node:crypto';
import { TICKET_MAIL_MESSAGES, type TTicketFlags } from '@ccms/contract/ticket-extras';
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
  ticketUpdateHistories,
  userRolesInStores,
} from '../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../test/backends.ts';
import { createRole, createUserWithPermissions, type TestUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { get, messagesOf, post } from '../customers/test-support.ts';
import { SLA_EXCEEDED_JOB } from '../sla/sla-exceeded-job.ts';
import { createStoreUser, createTicketOverHttp } from './extras-test-fixtures.ts';
import { TICKET_NOTIFICATION_TOPIC } from './notification-mail-service.ts';
import { createTicketWorld, type TicketWorld } from './test-fixtures.ts';

describe.each(TEST_BACKENDS)(
  'reporting / complaint switches and mails by hand on %s',
  (backend) => {
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
    const historyOf = async (id: string) =>
      (
        await ctx.db
          .select({ description: ticketUpdateHistories.description })
          .from(ticketUpdateHistories)
          .where(eq(ticketUpdateHistories.ticketId, id))
      ).map((row) => row.description);
    const flagsOf = (response: { json(): unknown }) =>
      (response.json() as { data: TTicketFlags }).data;

    describe('UpdateReportingInformation', () => {
      it('needs Ticket.CanEditReporting', async () => {
        const ticketId = await createTicketOverHttp(ctx, world, agent);
        const response = await post(ctx, agent, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: false,
        });
        expect(response.statusCode).toBe(403);
        expect((await ticketRow(ticketId)).isRemovedFromReporting).toBe(false);
      });

      it('removes the ticket from reporting and back, bumping the version with who and when', async () => {
        const editor = await world.agent(['Ticket.CanEditReporting']);
        const ticketId = await createTicketOverHttp(ctx, world, agent);
        const before = await ticketRow(ticketId);

        const removed = await post(ctx, editor, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: false,
        });
        expect(removed.statusCode, removed.body).toBe(200);
        expect(flagsOf(removed)).toEqual({
          id: ticketId,
          version: before.version + 1,
          removedReporting: true,
          isFromComplaint: false,
        });
        const after = await ticketRow(ticketId);
        expect(after).toMatchObject({
          isRemovedFromReporting: true,
          version: before.version + 1,
          updatedByUserId: editor.id,
        });
        expect(after.updatedAt).toBeInstanceOf(Date);
        expect(await historyOf(ticketId)).toEqual(['Raporlamadan çıkarıldı: Hayır → Evet']);

        // The same value again changes nothing.
        const repeat = await post(ctx, editor, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: false,
        });
        expect(flagsOf(repeat).version).toBe(before.version + 1);

        const stale = await post(ctx, editor, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: true,
          version: before.version,
        });
        expect(stale.statusCode).toBe(409);
        const back = await post(ctx, editor, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: true,
          version: before.version + 1,
        });
        expect(back.statusCode, back.body).toBe(200);
        expect(flagsOf(back)).toMatchObject({
          removedReporting: false,
          version: before.version + 2,
        });
        expect((await ticketRow(ticketId)).isRemovedFromReporting).toBe(false);
      });
    });

    describe('UpdateComplaintInformation', () => {
      it('sets the complaint flag for whoever may edit the ticket', async () => {
        const ticketId = await createTicketOverHttp(ctx, world, agent);
        const refused = await post(ctx, agent, '/api/ticket/UpdateComplaintInformation', {
          Id: ticketId,
          IsFromComplaint: true,
        });
        expect(refused.statusCode).toBe(403);

        const editor = await world.agent(['Ticket.Edit']);
        const response = await post(ctx, editor, '/api/ticket/UpdateComplaintInformation', {
          Id: ticketId,
          IsFromComplaint: true,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(flagsOf(response)).toMatchObject({ isFromComplaint: true, removedReporting: false });
        expect(await ticketRow(ticketId)).toMatchObject({
          isFromComplaint: true,
          version: 2,
          updatedByUserId: editor.id,
        });
        expect(await historyOf(ticketId)).toEqual(['Şikayetten geldi: Hayır → Evet']);
      });

      it('on a closed ticket only for Admin', async () => {
        const closing = await world.breakdown({ isCaseClosed: true });
        const ticketId = await createTicketOverHttp(ctx, world, agent, closing, [], {
          callWrapUpId: world.closingWrapUp.id,
        });
        expect((await ticketRow(ticketId)).status).toBe(3);
        const editor = await world.agent(['Ticket.Edit']);
        const body = { Id: ticketId, IsFromComplaint: true };
        expect(
          (await post(ctx, editor, '/api/ticket/UpdateComplaintInformation', body)).statusCode,
        ).toBe(403);
        const admin = await world.agent(['Ticket.Edit', 'Admin']);
        expect(
          (await post(ctx, admin, '/api/ticket/UpdateComplaintInformation', body)).statusCode,
        ).toBe(200);
      });
    });

    it("answers 404 to another store's user on both switches and the mail", async () => {
      const ticketId = await createTicketOverHttp(ctx, world, agent);
      const outsider = await createStoreUser(ctx.db, world.onlineShop.id, [
        'Ticket.CanEditReporting',
        'Ticket.Edit',
        'Admin',
      ]);
      const calls = [
        await post(ctx, outsider, '/api/ticket/UpdateReportingInformation', {
          Id: ticketId,
          IsReporting: false,
        }),
        await post(ctx, outsider, '/api/ticket/UpdateComplaintInformation', {
          Id: ticketId,
          IsFromComplaint: true,
        }),
        await get(ctx, outsider, `/api/ticket/SendNotificationmail?ticketId=${ticketId}`),
      ];
      expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404]);
      expect(await ticketRow(ticketId)).toMatchObject({
        isRemovedFromReporting: false,
        isFromComplaint: false,
        version: 1,
      });
    });

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
        await ctx.db
          .insert(mailGroupRoles)
          .values({ mailGroupId: group!.id, roleId: groupRole.id });
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
        const otherId = await createTicketOverHttp(
          ctx,
          world,
          agent,
          await world.breakdown({ sla: 1 }),
        );
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
  },
);
