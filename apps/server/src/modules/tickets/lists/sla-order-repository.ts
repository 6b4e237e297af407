import type { TQueryFormatter } from '@ccms/contract/query-format';
import { TICKET_LIST_DEFAULT_SORT } from '@ccms/contract/tickets-lists';
import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { tickets } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/db.ts';
import { preparedSqlStatement } from '../../../platform/prepared.ts';
import type { AppliedFilter, CompiledListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import { closedSlaPercentageSql, remainingSlaPercentageSql } from '../../sla/index.ts';
import type { ListJoin } from './definition-repository.ts';
import { idPageQuery } from './repository.ts';

/**
 * The lists' default order (remaining SLA share ascending, then newest number) over a million
 * tickets without computing the share of every row. The share of a closed or paused ticket no
 * longer changes; that of a running one is (deadline − now) / SLA, so among running tickets of
 * one SLA length it follows the stored deadline. A page is therefore the merge of a few ordered
 * index scans, each read only as deep as the page: the closed tickets, the running ones per SLA
 * length, and the few others (paused, no SLA). See docs/domain.md 'SLA clock design'.
 */
const running = and(
  ne(tickets.status, TICKET_STATUS.closed),
  eq(tickets.isDeleted, false),
  isNull(tickets.slaStoppedAtBm),
);

/** Which tickets a list can hold at all, from its status filter. */
export type ListParts = { open: boolean; closed: boolean };

/**
 * Several `equal` status filters match any of their values (query-format.ts), so they widen the
 * parts; every other status filter narrows them.
 */
export function partsOf(filters: readonly AppliedFilter[]): ListParts {
  const closedStatus = TICKET_STATUS.closed;
  const status = filters.filter((filter) => filter.property === 'status');
  const equal = status.filter((filter) => filter.operator === 'equal');
  const parts: ListParts =
    equal.length === 0
      ? { open: true, closed: true }
      : {
          open: equal.some((filter) => filter.value !== closedStatus),
          closed: equal.some((filter) => filter.value === closedStatus),
        };
  for (const filter of status) {
    if (filter.operator !== 'notequal') continue;
    if (filter.value === closedStatus) parts.closed = false;
  }
  return parts;
}

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

/** The SLA lengths of running tickets, by a loose index scan (one probe per length). */
const runningSlaLengthsStatement = preparedSqlStatement<{ minutes: number }>(
  'running_sla_lengths',
  sql`
    with recursive lengths as (
      (select ${tickets.slaMinutes} as minutes from ${tickets}
       where ${running} and ${tickets.slaMinutes} is not null
       order by ${tickets.slaMinutes} limit 1)
      union all
      select (select ${tickets.slaMinutes} from ${tickets}
              where ${running} and ${tickets.slaMinutes} > lengths.minutes
              order by ${tickets.slaMinutes} limit 1)
      from lengths where lengths.minutes is not null)
    select minutes from lengths where minutes is not null`,
);

async function runningSlaLengths(db: SealedDb): Promise<number[]> {
  return (await runningSlaLengthsStatement(unsealed(db))).map((row) => row.minutes);
}

/** One page of the list in the default order, merged from its ordered parts. */
export async function findTicketIdPageInSlaOrder(
  db: SealedDb,
  joins: ReadonlySet<ListJoin>,
  parts: ListParts,
  page: CompiledListQuery,
  nowBm: number,
): Promise<string[]> {
  const depth = page.offset + page.limit;
  const newestFirst = [sql`${tickets.ticketNo} desc nulls last`, sql`${tickets.id} asc`];
  const part = (condition: SQL | undefined, share: SQL, orderBy: SQL[]) =>
    idPageQuery(
      db,
      joins,
      { ...page, where: and(page.where, condition), orderBy },
      { share: sql`${share}`.as('share') },
    ).limit(depth);
  const remaining = remainingSlaPercentageSql(tickets, nowBm);
  const queries = [];
  if (parts.closed) {
    const closedShare = closedSlaPercentageSql(tickets);
    queries.push(
      part(eq(tickets.status, TICKET_STATUS.closed), closedShare, [
        sql`${closedShare} asc nulls last`,
        ...newestFirst,
      ]),
    );
  }
  if (parts.open) {
    for (const minutes of await runningSlaLengths(db)) {
      queries.push(
        part(and(running, eq(tickets.slaMinutes, minutes)), remaining, [
          sql`${tickets.slaDeadlineBm} asc`,
          ...newestFirst,
        ]),
      );
    }
    const others = sql`(${tickets.slaStoppedAtBm} is not null or ${tickets.slaMinutes} is null)`;
    queries.push(
      part(and(ne(tickets.status, TICKET_STATUS.closed), others), remaining, [
        sql`${remaining} asc nulls last`,
        ...newestFirst,
      ]),
    );
  }
  if (queries.length === 0) return [];
  const merged = sql.join(
    queries.map((query) => sql`(${query})`),
    sql` union all `,
  );
  const result = await unsealed(db).execute(sql`
    select id from (${merged}) as merged
    order by share asc nulls last, ticket_no desc nulls last, id asc
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
