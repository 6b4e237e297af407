import type { TQueryFormatter } from '@ccms/contract/query-format';
import { TICKET_LIST_DEFAULT_SORT } from '@ccms/contract/ticket-lists';
import { TICKET_STATUS } from '@ccms/contract/ticket-statuses';
import { eq, ne, type SQL, sql } from 'drizzle-orm';
import { ticketCounts, tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { AppliedFilter, CompiledListQuery } from '../../platform/query-format.ts';
import { closedSlaPercentageSql, remainingSlaPercentageSql } from '../sla/sla.ts';
import type { ListJoin } from './list-definition.ts';
import { idPageQuery } from './list-repository.ts';

/**
 * The lists' default order (remaining SLA share, then newest number) over a million tickets:
 * a closed ticket's share no longer changes, so an index keeps the closed ones in that order;
 * only the open ones (a few percent) are ordered on the fly. A page is the merge of the first
 * rows of both halves. See docs/domain.md 'SLA clock design'.
 */
export const openTickets = ne(tickets.status, TICKET_STATUS.closed);
export const closedTickets = eq(tickets.status, TICKET_STATUS.closed);

export type ListHalves = { open: CompiledListQuery; closed: CompiledListQuery };

/** No sortings, or exactly the default ones. */
export function isDefaultOrder(formatter: TQueryFormatter): boolean {
  const sortings = [...(formatter.sortings ?? [])].sort(
    (a, b) => (a.priority ?? 0) - (b.priority ?? 0),
  );
  if (sortings.length === 0) return true;
  return (
    sortings.length === TICKET_LIST_DEFAULT_SORT.length &&
    sortings.every(
      (sorting, index) =>
        sorting.propertyName.toLowerCase() ===
          TICKET_LIST_DEFAULT_SORT[index]?.propertyName.toLowerCase() &&
        sorting.direction === TICKET_LIST_DEFAULT_SORT[index]?.direction,
    )
  );
}

/** One page in the default order from the two halves, each read only as deep as the page. */
export async function findTicketIdPageByHalves(
  db: Executor,
  joins: ReadonlySet<ListJoin>,
  halves: ListHalves,
  page: CompiledListQuery,
  nowBm: number,
): Promise<string[]> {
  const depth = page.offset + page.limit;
  const half = (query: CompiledListQuery, share: SQL) =>
    idPageQuery(db, joins, query, { share: sql`${share}`.as('share') }).limit(depth);
  const open = half(halves.open, remainingSlaPercentageSql(nowBm));
  const closed = half(halves.closed, closedSlaPercentageSql());
  const result = await db.execute(sql`
    select id from ((${open}) union all (${closed})) as merged
    order by share asc nulls last, ticket_no desc nulls last, id asc
    limit ${page.limit} offset ${page.offset}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Totals the trigger-kept counters can give: every live ticket, the open or the closed ones. */
export type TicketCountKind = 'all' | 'open' | 'closed';

/** Which total a list's filters leave the counters able to answer; null when they narrow more. */
export function countKindOf(filters: readonly AppliedFilter[]): TicketCountKind | null {
  if (filters.length === 0) return 'all';
  const [only] = filters;
  if (filters.length > 1 || only?.property !== 'status' || only.value !== TICKET_STATUS.closed) {
    return null;
  }
  if (only.operator === 'notequal') return 'open';
  return only.operator === 'equal' ? 'closed' : null;
}

export async function countFromCounters(db: Executor, kind: TicketCountKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ticketCounts.total})` })
    .from(ticketCounts)
    .where(kind === 'all' ? undefined : eq(ticketCounts.isOpen, kind === 'open'));
  return Number(row?.total ?? 0);
}
