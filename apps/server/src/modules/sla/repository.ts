import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * The SLA figures and the rule-set re-timing as SQL on the stored clock columns, for the
 * queries of the tickets module (through index.ts): the tickets module owns the table and hands
 * its columns in, the SLA rules stay here. `nowBm` is the business clock's minute of "now".
 */

/** The stored clock columns of a ticket, as the caller names them in its query. */
export type SlaClockSql = {
  slaMinutes: SQLWrapper;
  slaDeadlineBm: SQLWrapper;
  slaStoppedAtBm: SQLWrapper;
  slaExceededNotifiedDeadlineBm: SQLWrapper;
};

/** Remaining business minutes; null for tickets without SLA. */
export function remainingSlaMinutesSql(
  clock: Pick<SlaClockSql, 'slaDeadlineBm' | 'slaStoppedAtBm'>,
  nowBm: number | Placeholder | SQLWrapper,
): SQL<number | null> {
  return sql<
    number | null
  >`(${clock.slaDeadlineBm} - coalesce(${clock.slaStoppedAtBm}, ${nowBm}::float8))`;
}

/** Remaining share of the SLA in percent (below 0 when overdue); null without SLA. */
export function remainingSlaPercentageSql(
  clock: Pick<SlaClockSql, 'slaMinutes' | 'slaDeadlineBm' | 'slaStoppedAtBm'>,
  nowBm: number | Placeholder | SQLWrapper,
): SQL<number | null> {
  return sql<
    number | null
  >`(${remainingSlaMinutesSql(clock, nowBm)} * 100.0 / nullif(${clock.slaMinutes}, 0))`;
}

/**
 * `remainingSlaStatus` of docs/domain.md §4 as SQL, the very thresholds of sla.ts toSlaView:
 * 0 for closed tickets, tickets removed from SLA or without one, else 1 normal … 4 overdue.
 */
export function remainingSlaStatusSql(
  clock: Pick<SlaClockSql, 'slaMinutes' | 'slaDeadlineBm' | 'slaStoppedAtBm'> & {
    status: SQLWrapper;
    isRemovedFromSla: SQLWrapper;
  },
  nowBm: number | Placeholder | SQLWrapper,
): SQL<number> {
  const percentage = remainingSlaPercentageSql(clock, nowBm);
  return sql<number>`(case when ${clock.status} = ${sql.raw(String(TICKET_STATUS.closed))}
    or ${clock.slaMinutes} is null or ${clock.isRemovedFromSla} or ${percentage} is null then 0
    when ${percentage} > 50 then 1 when ${percentage} > 25 then 2 when ${percentage} > 0 then 3
    else 4 end)`;
}

/**
 * The same share for closed tickets, whose clock stopped for good: no "now" in it, so an index
 * serves it (`tickets_closed_sla_order`, schema/tickets.ts, must keep the very same expression).
 */
export function closedSlaPercentageSql(
  clock: Pick<SlaClockSql, 'slaMinutes' | 'slaDeadlineBm' | 'slaStoppedAtBm'>,
): SQL<number | null> {
  return sql<
    number | null
  >`((${clock.slaDeadlineBm} - ${clock.slaStoppedAtBm}) * 100.0 / nullif(${clock.slaMinutes}, 0))`;
}

/**
 * The SET list of the re-timing UPDATE (a rule set's new SLA, docs/domain.md §14.2), written on
 * the stored columns so one statement re-times every open ticket of the set (the tests hold it
 * to test/sla-oracle.ts `retimeSla`, the same rule one ticket at a time). `slaMinutes` null
 * clears the clock. A ticket without a clock starts it at the change, stopped there when
 * `isPaused` (its latest activity paused it). The columns read the row as it was before the
 * UPDATE; spell them with their table when the statement has subqueries.
 */
export function retimedSlaAssignments(
  old: SlaClockSql,
  change: { slaMinutes: number | null; nowBm: number; isPaused: SQL },
) {
  if (change.slaMinutes === null) {
    return {
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    };
  }
  const minutes = sql`${change.slaMinutes}::float8`;
  const now = sql`${change.nowBm}::float8`;
  const hadClock = sql`(${old.slaDeadlineBm} is not null and ${old.slaMinutes} is not null)`;
  const deadline = sql`(case when ${hadClock} then ${old.slaDeadlineBm} - ${old.slaMinutes} + ${minutes}
    else ${now} + ${minutes} end)`;
  const stoppedAt = sql`(case when ${hadClock} then ${old.slaStoppedAtBm}
    when ${change.isPaused} then ${now} else null end)`;
  return {
    slaMinutes: sql`${change.slaMinutes}::int`,
    slaDeadlineBm: deadline,
    slaStoppedAtBm: stoppedAt,
    slaExceededNotifiedDeadlineBm: sql`(case when ${deadline} > coalesce(${stoppedAt}, ${now}) then null
      when ${hadClock} and ${old.slaExceededNotifiedDeadlineBm} = ${old.slaDeadlineBm} then ${deadline}
      else ${old.slaExceededNotifiedDeadlineBm} end)`,
  };
}
