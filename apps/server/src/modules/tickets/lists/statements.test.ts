import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userRolesInStores } from '../../../db/schema/index.ts';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import {
  createRole,
  createStore,
  createUserWithPermissions,
  type TestUser,
} from '../../../test/factories.ts';
import { post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { postTicket } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld } from '../../../test/ticket-world.ts';
import { countStatement, idPageStatement } from './repository.ts';

type Paged = { items: TTicketListRow[]; totalCount: number };

/** A column only the list rows' statement reads. */
const ROWS_STATEMENT_MARK = '"call_wrap_ups"."name"';

describe.each(TEST_BACKENDS)('the lists’ statements on %s', (backend) => {
  let ctx: TestContext;
  let agent: TestUser;
  let ticketId: string;
  let customerId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets']);
    const payload = world.payload(await world.breakdown());
    customerId = payload.customerId;
    ({ id: ticketId } = await postTicket(ctx, agent, payload));
  });
  afterAll(() => ctx?.close());

  const list = async () => {
    const response = await post(ctx, agent, '/api/ticket/getalltickets', {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Paged;
  };

  it('renders the rows statement once, not per request, with the same rows', async () => {
    const rendered = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const pages = [await list(), await list(), await list()];
      const rowsRenders = rendered.mock.results.filter((result) =>
        (result.value as { sql: string }).sql.includes(ROWS_STATEMENT_MARK),
      );
      expect(rowsRenders.length).toBeLessThanOrEqual(1);
      for (const page of pages) {
        expect(page.items.map((row) => row.id)).toEqual([ticketId]);
        expect(page.items[0]).toEqual(pages[0]!.items[0]);
      }
    } finally {
      rendered.mockRestore();
    }
  });

  it.runIf(backend === 'postgres')(
    'sends the list rows, kept total, detail and customer summary as named statements',
    async () => {
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await list();
        const detail = await post(ctx, agent, '/api/ticket/GetTicket', { id: ticketId });
        expect(detail.statusCode, detail.body).toBe(200);
        const summary = await post(ctx, agent, '/api/customers/tickets', { customerId });
        expect(summary.statusCode, summary.body).toBe(200);
        expect(summary.json()).toMatchObject({ totalCount: 1, items: [{ id: ticketId }] });
        const names = sent.mock.calls.map(
          ([config]) => (config as { name?: string } | string | undefined) ?? '',
        );
        const named = names.flatMap((config) =>
          typeof config === 'object' && config.name ? [config.name] : [],
        );
        expect(named).toEqual(
          expect.arrayContaining([
            'ticket_list_rows',
            'ticket_count_total',
            'ticket_detail_row',
            'customer_ticket_rows',
          ]),
        );
      } finally {
        sent.mockRestore();
      }
    },
  );
});

describe.each(TEST_BACKENDS)('the page of ids and the count on %s', (backend) => {
  let ctx: TestContext;
  let agent: TestUser;
  const storeUsers: TestUser[] = [];
  /** The tickets of each store user's store, in the order of storeUsers. */
  const ticketsOf: string[][] = [[], []];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const world = await createTicketWorld(ctx.db);
    agent = await world.agent(['Ticket.AllTickets', 'Ticket.MultipleCreate']);
    const otherStore = await createStore(ctx.db, { type: 0 });
    const storeRole = await createRole(ctx.db, [], { roleType: 1 });
    for (const storeId of [world.store.id, otherStore.id]) {
      const user = await createUserWithPermissions(ctx.db, []);
      await ctx.db.delete(userRolesInStores).where(eq(userRolesInStores.userId, user.id));
      await ctx.db
        .insert(userRolesInStores)
        .values({ userId: user.id, roleId: storeRole.id, storeId });
      storeUsers.push(user);
    }
    const breakdown = await world.breakdown();
    for (const [index, storeId] of [world.store.id, world.store.id, otherStore.id].entries()) {
      const { id } = await postTicket(ctx, agent, world.payload(breakdown, { storeId }));
      ticketsOf[index < 2 ? 0 : 1]!.push(id);
    }
  });
  afterAll(() => ctx?.close());

  const list = async (user: TestUser, path: string, body: object) => {
    const response = await post(ctx, user, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Paged;
  };
  const all = (formatter: object) => list(agent, '/api/ticket/getalltickets', formatter);
  /** The text the last statement of `statement` ran (the most recently used is kept last). */
  const lastText = (statement: typeof idPageStatement) => statement.texts.at(-1);

  it('renders each shape once, values as parameters, and another shape its own text', async () => {
    const byName = (text: string) => ({
      filters: [{ propertyName: 'customerFirstName', operator: 'contains', targetValue: text }],
      sortings: [{ propertyName: 'ticketNo', direction: 1 }],
    });
    expect((await all(byName('zqxmark'))).totalCount).toBe(0);
    const pageText = lastText(idPageStatement);
    const countText = lastText(countStatement);
    const renders = [idPageStatement.renders, countStatement.renders];
    const found = await all(byName('zeyn'));
    expect(found.totalCount).toBe(3);
    expect(found.items.map((row) => row.id).sort()).toEqual(ticketsOf.flat().sort());
    expect([idPageStatement.renders, countStatement.renders]).toEqual(renders);
    expect([lastText(idPageStatement), lastText(countStatement)]).toEqual([pageText, countText]);

    const byNumber = await all({
      filters: [{ propertyName: 'ticketNo', operator: 'equal', targetValue: 1 }],
      sortings: [{ propertyName: 'ticketNo', direction: 1 }],
    });
    expect(byNumber.totalCount).toBeLessThanOrEqual(1);
    expect(lastText(idPageStatement)).not.toBe(pageText);
    expect(lastText(countStatement)).not.toBe(countText);
    for (const text of [...idPageStatement.texts, ...countStatement.texts]) {
      expect(text).not.toMatch(/zqxmark|zeyn/);
    }
  });

  it('gives two store users of one shape each their own store’s tickets', async () => {
    const viewed = (user: TestUser) =>
      list(user, '/api/ticket/gettickets', { assignFilter: 0, formatter: {} });
    const first = await viewed(storeUsers[0]!);
    const text = lastText(idPageStatement);
    const renders = idPageStatement.renders;
    const second = await viewed(storeUsers[1]!);
    // One text for both: only the ids of their pair and store differ, as parameters.
    expect(idPageStatement.renders).toBe(renders);
    expect(lastText(idPageStatement)).toBe(text);
    expect(first.items.map((row) => row.id).sort()).toEqual([...ticketsOf[0]!].sort());
    expect(first.totalCount).toBe(2);
    expect(second.items.map((row) => row.id)).toEqual(ticketsOf[1]);
    expect(second.totalCount).toBe(1);
  });
});
