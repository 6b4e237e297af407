import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { ticketCounts, ticketDayCounts, tickets } from '../../../db/schema/index.ts';
import { preparedStatement } from '../../../platform/prepared.ts';
import type { AppliedFilter } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { ShapedStatement, StatementValues } from '../../../platform/shaped-statement.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** Totals the trigger-kept counters can give: every live ticket, the open or the closed ones. */
export type TicketCountKind = 'all' | 'open' | 'closed';

/**
 * A total the counters answer: a kind, within a creation-date range when the list has one
 * (from and to inclusive, as the lists send them).
 */
export type CounterPlan = { kind: TicketCountKind; from: Date | null; to: Date | null };

/**
 * Which total a list's filters leave the counters able to answer: at most a status filter that
 * splits open from closed and a created-date range (>= and <=); null when they narrow more.
 */
export function counterPlanOf(filters: readonly AppliedFilter[]): CounterPlan | null {
  const plan: CounterPlan = { kind: 'all', from: null, to: null };
  for (const filter of filters) {
    if (filter.property === 'status' && filter.value === TICKET_STATUS.closed) {
      if (plan.kind !== 'all' || !['equal', 'notequal'].includes(filter.operator)) return null;
      plan.kind = filter.operator === 'equal' ? 'closed' : 'open';
    } else if (filter.property === 'createdDate' && filter.value instanceof Date) {
      const bound = filter.operator === 'greatherThanOrEqual' ? 'from' : 'to';
      if (!['greatherThanOrEqual', 'lessThanOrEqual'].includes(filter.operator)) return null;
      if (plan[bound]) return null;
      plan[bound] = filter.value;
    } else {
      return null;
    }
  }
  return plan;
}

const DAY_MS = 86_400_000;
/** Closed, a constant of the code written into the text. */
const CLOSED = sql.raw(String(TICKET_STATUS.closed));
const utcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** Every live ticket, or the open or the closed ones: built once, planned once per connection. */
const totalStatement = preparedStatement('ticket_count_total', (db, name) =>
  db
    .select({ total: sql<string | null>`sum(${ticketCounts.total})` })
    .from(ticketCounts)
    .prepare(name),
);
const openOrClosedTotalStatement = preparedStatement('ticket_count_open_or_closed', (db, name) =>
  db
    .select({ total: sql<string | null>`sum(${ticketCounts.total})` })
    .from(ticketCounts)
    .where(eq(ticketCounts.isOpen, sql.placeholder('isOpen')))
    .prepare(name),
);

/**
 * The counts of a date range, rendered once per shape (the kind, which bounds are given) and
 * sent under a name: a few shapes, each an index range of at most a day or a sum over the small
 * table of day counts, whose plan does not depend on the dates.
 */
const dayTotalStatement = new ShapedStatement('ticket_day_count_total', { named: true });
const liveCountStatement = new ShapedStatement('ticket_count_live', { named: true });

/**
 * The total from the kept counters. A date range adds up the whole UTC days strictly inside it
 * from ticket_day_counts and counts only the tickets of its first and last day one by one.
 */
export async function countFromCounters(db: SealedDb, plan: CounterPlan): Promise<number> {
  if (!plan.from && !plan.to) {
    const [row] =
      plan.kind === 'all'
        ? await totalStatement(unsealed(db)).execute()
        : await openOrClosedTotalStatement(unsealed(db)).execute({ isOpen: plan.kind === 'open' });
    return Number(row?.total ?? 0);
  }
  const firstDay = plan.from ? utcDay(plan.from) : null;
  const lastDay = plan.to ? utcDay(plan.to) : null;
  if (firstDay && lastDay && firstDay.getTime() >= lastDay.getTime()) {
    return countLive(db, plan.kind, plan.from, plan.to, null);
  }
  const [days, firstEdge, lastEdge] = await Promise.all([
    countWholeDays(db, plan.kind, firstDay, lastDay),
    firstDay ? countLive(db, plan.kind, plan.from, null, new Date(firstDay.getTime() + DAY_MS)) : 0,
    lastDay ? countLive(db, plan.kind, lastDay, plan.to, null) : 0,
  ]);
  return days + firstEdge + lastEdge;
}

/** Open or closed as a constant of the text: each kind is a shape of its own. */
const openConditionOf = (kind: TicketCountKind, isOpen: typeof ticketDayCounts.isOpen) =>
  kind === 'all' ? undefined : eq(isOpen, sql.raw(String(kind === 'open')));

/** The kept day counts strictly between the two days. */
async function countWholeDays(
  db: SealedDb,
  kind: TicketCountKind,
  firstDay: Date | null,
  lastDay: Date | null,
): Promise<number> {
  const values = new StatementValues();
  const after = firstDay ? gt(ticketDayCounts.day, values.bind(isoDay(firstDay))) : undefined;
  const before = lastDay ? lt(ticketDayCounts.day, values.bind(isoDay(lastDay))) : undefined;
  const where = and(openConditionOf(kind, ticketDayCounts.isOpen), after, before);
  const [row] = await dayTotalStatement.run<{ total: string | null }>(
    unsealed(db),
    values,
    '',
    [where],
    () =>
      sql`select sum(${ticketDayCounts.total}) as total from ${ticketDayCounts} where ${where ?? sql`true`}`,
  );
  return Number(row?.total ?? 0);
}

/** Live tickets created in [from, to] (or before `before`), counted from the creation index. */
async function countLive(
  db: SealedDb,
  kind: TicketCountKind,
  from: Date | null,
  to: Date | null,
  before: Date | null,
): Promise<number> {
  const values = new StatementValues();
  const at = (date: Date) => values.bind(date, tickets.createdAt);
  const where = and(
    eq(tickets.isDeleted, sql`false`),
    kind === 'all'
      ? undefined
      : kind === 'open'
        ? ne(tickets.status, CLOSED)
        : eq(tickets.status, CLOSED),
    from ? gte(tickets.createdAt, at(from)) : undefined,
    to ? lte(tickets.createdAt, at(to)) : undefined,
    before ? lt(tickets.createdAt, at(before)) : undefined,
  );
  const [row] = await liveCountStatement.run<{ count: number }>(
    unsealed(db),
    values,
    '',
    [where],
    () => sql`select count(*)::int as count from ${tickets} where ${where ?? sql`true`}`,
  );
  return row?.count ?? 0;
}
