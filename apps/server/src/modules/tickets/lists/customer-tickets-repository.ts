import { PAGE_SIZES } from '@ccms/contract/constants';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  stores,
  ticketCategories,
  ticketSubCategories,
  tickets,
  ticketTypes,
} from '../../../db/schema/index.ts';
import { preparedStatement } from '../../../platform/prepared.ts';
import { type CompiledListQuery, defineList } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { solutionUnits } from '../names/service.ts';
import type { ListJoin } from './definition-repository.ts';
import { withJoins } from './repository.ts';

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

/** The names the summary shows: breakdown, store and solution unit, joined as the lists do. */
const SUMMARY_JOINS: ReadonlySet<ListJoin> = new Set([
  'type',
  'category',
  'subCategory',
  'store',
  'solutionUnit',
]);

/** What limits the list besides the caller's filters: the customer, live, visible tickets. */
export function customerTicketConditions(customerId: string, visible: SQL | undefined) {
  return [eq(tickets.customerId, customerId), eq(tickets.isDeleted, false), visible];
}

/** The summary's columns of the given tickets: built once, planned once per connection. */
const summaryRowsStatement = preparedStatement('customer_ticket_rows', (db, name) =>
  withJoins(
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
      .$dynamic(),
    SUMMARY_JOINS,
  )
    .where(sql`${tickets.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

/**
 * One page of a customer's tickets with the names of their breakdown, store and unit. The page
 * is ordered on `tickets` alone and the names read by id: the six tables joined in one query
 * cost PostgreSQL about 5 ms to plan on every call (the joined columns are all required keys,
 * so the joins never dropped a ticket).
 */
export async function findCustomerTicketPage(db: SealedDb, query: CompiledListQuery) {
  const { where } = query;
  const [page, [count]] = await Promise.all([
    unsealed(db)
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ count: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await summaryRowsStatement(unsealed(db)).execute({ ids: `{${ids.join(',')}}` });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total: count?.count ?? 0 };
}
