import { TICKET_CREATE_MESSAGES as M } from '@ccms/contract/tickets-create';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roles,
  ruleSetFlows,
  ruleSets,
  sources,
  ticketCategorySets,
  tickets,
  userRolesInStores,
} from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import { createRole, type TestUser } from '../../../test/factories.ts';
import { messagesOf, postMultipart } from '../../../test/http-support.ts';
import { recordStatements } from '../../../test/statement-recorder.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createDetailReferences } from '../../../test/ticket-fixtures.ts';
import {
  createTicketWorld,
  multipartBody,
  PDF_TEXT,
  type TicketWorld,
} from '../../../test/ticket-world.ts';

/*
 * Issue 24: a creation reads the reference rows of its validation from the instance's caches,
 * and an administrator's change of one of them still counts on the very next creation.
 */
describe.each(TEST_BACKENDS)('ticket/createTicket round trips on %s', (backend) => {
  let ctx: TestContext;
  let world: TicketWorld;
  let agent: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.MultipleCreate']);
  });
  afterAll(() => ctx.close());

  const create = async (ticket: unknown) =>
    postMultipart(
      ctx,
      agent,
      '/api/ticket/createTicket',
      await multipartBody({ ticket }, [
        { name: 'rapor.pdf', content: PDF_TEXT, type: 'application/pdf' },
      ]),
    );

  it('creates a full ticket in at most 13 statements once the look-ups are cached', async () => {
    const references = await createDetailReferences(ctx.db);
    const of = await world.breakdown({
      mandatory: ['Product', 'Problem', 'CargoCompany', 'DeliveryType', 'Order', 'Campaign'],
    });
    const full = () =>
      world.payload(of, {
        products: world.products.map((product) => ({ productId: product.id, count: 1 })),
        problemId: references.problem.id,
        cargoCompanyId: references.cargoCompany.id,
        deliveryTypeId: references.deliveryType.id,
        order: { orderNumber: 'S-1001', orderCancellingId: references.cancelling.id },
        campaign: { campaignId: world.plainCampaign.id, contract: null },
      });
    // The first creation fills the caches.
    expect((await create(full())).statusCode).toBe(200);
    const ticket = full();
    const body = await multipartBody({ ticket }, [
      { name: 'rapor.pdf', content: PDF_TEXT, type: 'application/pdf' },
    ]);
    // The token is signed (a read of the keys by the test) before the recording starts.
    const request = {
      method: 'POST' as const,
      url: '/api/ticket/createTicket',
      headers: { ...(await ctx.authHeader(agent)), ...body.headers },
      payload: body.payload,
    };
    const statements = await recordStatements(ctx.db, async () => {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, response.body).toBe(200);
    });
    // PostgreSQL also sees the transaction's begin and commit. The ticket's id is its
    // idempotency key (docs/domain.md §21): claiming it and storing the answer are two more
    // statements, and the creation's own transaction a savepoint inside the key's (two more).
    const limit = backend === 'postgres' ? 15 : 13;
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(limit);
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ problemId: references.problem.id, ruleSetId: of.ruleSet.id });
  });

  it('refuses a source deactivated just before, though the previous creation cached it', async () => {
    const of = await world.breakdown();
    expect((await create(world.payload(of))).statusCode).toBe(200);
    await ctx.db
      .update(sources)
      .set({ isActive: false })
      .where(eq(sources.id, world.generalSource.id));
    try {
      const refused = await create(world.payload(of));
      expect(refused.statusCode).toBe(400);
      expect(messagesOf(refused)).toContain(M.sourceNotFound);
    } finally {
      await ctx.db
        .update(sources)
        .set({ isActive: true })
        .where(eq(sources.id, world.generalSource.id));
    }
    expect((await create(world.payload(of))).statusCode).toBe(200);
  });

  it("follows a category set's new rule set and a rule set's new owner on the next creation", async () => {
    const of = await world.breakdown({ sla: 24 });
    const other = await world.breakdown({ sla: 72 });
    expect((await create(world.payload(of))).statusCode).toBe(200);

    await ctx.db
      .update(ticketCategorySets)
      .set({ ruleSetId: other.ruleSet.id })
      .where(eq(ticketCategorySets.id, of.set.id));
    const stale = await create(world.payload(of));
    expect(stale.statusCode).toBe(400);
    expect(messagesOf(stale)).toContain(M.ruleSetMismatch);
    const moved = world.payload(of, { ruleSetId: other.ruleSet.id });
    expect((await create(moved)).statusCode).toBe(200);
    const [movedRow] = await ctx.db.select().from(tickets).where(eq(tickets.id, moved.id));
    expect(movedRow).toMatchObject({ ruleSetId: other.ruleSet.id, slaMinutes: 72 * 60 });

    const newOwner = await createRole(ctx.db, ['Ticket.AllTickets'], { roleType: 4 });
    await ctx.db.update(ruleSets).set({ sla: 12 }).where(eq(ruleSets.id, other.ruleSet.id));
    await ctx.db
      .update(ruleSetFlows)
      .set({ roleId: newOwner.id })
      .where(eq(ruleSetFlows.ruleSetId, other.ruleSet.id));
    const next = world.payload(of, { ruleSetId: other.ruleSet.id });
    expect((await create(next)).statusCode).toBe(200);
    const [nextRow] = await ctx.db.select().from(tickets).where(eq(tickets.id, next.id));
    expect(nextRow).toMatchObject({ slaMinutes: 12 * 60, currentRoleId: newOwner.id });
  });

  it("takes a change of the agent's roles in units on the next creation", async () => {
    const of = await world.breakdown();
    const first = world.payload(of);
    expect((await create(first)).statusCode).toBe(200);
    const moved = await createRole(ctx.db, [], { roleType: 5 });
    const operatorRoles = ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 5));
    await ctx.db
      .delete(userRolesInStores)
      .where(
        and(
          eq(userRolesInStores.userId, agent.id),
          inArray(userRolesInStores.roleId, operatorRoles),
        ),
      );
    await ctx.db
      .insert(userRolesInStores)
      .values({ userId: agent.id, roleId: moved.id, storeId: world.store.id });
    const next = world.payload(of);
    expect((await create(next)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, next.id));
    expect(row).toMatchObject({ creatorRoleId: moved.id, creatorStoreId: world.store.id });
  });
});
