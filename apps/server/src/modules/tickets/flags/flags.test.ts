import type { TTicketFlags } from '@ccms/contract/tickets-extras';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, ticketUpdateHistories } from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import type { TestUser } from '../../../test/factories.ts';
import { get, post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createStoreUser, createTicketOverHttp } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld, type TicketWorld } from '../../../test/ticket-world.ts';

describe.each(TEST_BACKENDS)('reporting / complaint switches on %s', (backend) => {
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
});
