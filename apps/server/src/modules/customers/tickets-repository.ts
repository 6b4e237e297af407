import { PAGE_SIZES } from '@ccms/contract/constants';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { type CompiledListQuery, defineList } from '../../platform/query-format.ts';

/** customers/tickets: newest first, 20 a page; sortable by date and number only. */
export const CUSTOMER_TICKET_LIST = defineList({
  filters: { status: 'equal' },
  sortable: ['createdDate', 'ticketNo'],
  columns: { createdDate: tickets.createdAt, ticketNo: tickets.ticketNo, status: tickets.status },
  overrides: { status: { type: 'number' } },
  defaultSort: [{ property: 'createdDate', direction: 1 }],
  tieBreaker: tickets.id,
  defaultPageSize: PAGE_SIZES.customerTickets,
});

const solutionUnits = alias(stores, 'solution_units');

/** What limits the list besides the caller's filters: the customer, live, visible tickets. */
export function customerTicketConditions(customerId: string, visible: SQL | undefined) {
  return [eq(tickets.customerId, customerId), eq(tickets.isDeleted, false), visible];
}

/** One page of tickets with their names. */
export async function findCustomerTicketPage(db: Executor, query: CompiledListQuery) {
  const { where } = query;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: tickets.id,
        ticketNo: tickets.ticketNo,
        status: tickets.status,
        subStatus: tickets.subStatus,
        type: ticketTypes.name,
        category: ticketCategories.name,
        subCategory: ticketSubCategories.name,
        storeFullName: stores.name,
        solutionName: solutionUnits.name,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.ticketCategoryId))
      .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, tickets.ticketSubCategoryId))
      .innerJoin(stores, eq(stores.id, tickets.storeId))
      .leftJoin(solutionUnits, eq(solutionUnits.id, tickets.responsibleStoreId))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}
