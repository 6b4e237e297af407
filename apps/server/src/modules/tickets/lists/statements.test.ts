import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BACKENDS } from '../../../test/backends.ts';
import type { TestUser } from '../../../test/factories.ts';
import { post } from '../../../test/http-support.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { postTicket } from '../../../test/ticket-fixtures.ts';
import { createTicketWorld } from '../../../test/ticket-world.ts';

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
