import { type SQL, sql } from 'drizzle-orm';
import { holidays, ticketActivities, tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/** Every holiday; the business clock skips them. */
export function findHolidays(db: Executor) {
  return db.select({ date: holidays.date, isFullDay: holidays.isFullDay }).from(holidays);
}

/*
 * The SLA figures as SQL on the stored columns, for the ticket queries of other modules (through
 * index.ts): `nowBm` is the business clock's minute of "now".
 */

/** Remaining business minutes; null for tickets without SLA. */
export function remainingSlaMinutesSql(nowBm: number): SQL<number | null> {
  return sql<
    number | null
  >`(${tickets.slaDeadlineBm} - coalesce(${tickets.slaStoppedAtBm}, ${nowBm}::float8))`;
}

/** Remaining share of the SLA in percent (below 0 when overdue); null without SLA. */
export function remainingSlaPercentageSql(nowBm: number): SQL<number | null> {
  return sql<
    number | null
  >`(${remainingSlaMinutesSql(nowBm)} * 100.0 / nullif(${tickets.slaMinutes}, 0))`;
}

/**
 * The same share for closed tickets, whose clock stopped for good: no "now" in it, so an index
 * serves it (`tickets_closed_sla_order`, schema/tickets.ts, must keep the very same expression).
 */
export function closedSlaPercentageSql(): SQL<number | null> {
  return sql<
    number | null
  >`((${tickets.slaDeadlineBm} - ${tickets.slaStoppedAtBm}) * 100.0 / nullif(${tickets.slaMinutes}, 0))`;
}

/**
 * A column spelled with its table, so that a subquery of the UPDATE never reads the wrong
 * table's column; the database names are the snake_case of the schema's keys.
 */
const qualified = (table: typeof tickets | typeof ticketActivities, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))}`;

/**
 * The SET list of the re-timing UPDATE (a rule set's new SLA, docs/domain.md §14.2), written on
 * the stored columns so one statement re-times every open ticket of the set (the tests hold it
 * to test/sla-oracle.ts `retimeSla`, the same rule one ticket at a time). `slaMinutes` null clears the clock. A ticket without a clock is paused when
 * its latest activity paused it.
 */
export function retimedSlaAssignments(slaMinutes: number | null, nowBm: number) {
  if (slaMinutes === null) {
    return {
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    };
  }
  const minutes = sql`${slaMinutes}::float8`;
  const now = sql`${nowBm}::float8`;
  const oldDeadline = qualified(tickets, tickets.slaDeadlineBm);
  const oldMinutes = qualified(tickets, tickets.slaMinutes);
  const oldStoppedAt = qualified(tickets, tickets.slaStoppedAtBm);
  const oldNotified = qualified(tickets, tickets.slaExceededNotifiedDeadlineBm);
  const hadClock = sql`(${oldDeadline} is not null and ${oldMinutes} is not null)`;
  const isPaused = sql`coalesce((select ${qualified(ticketActivities, ticketActivities.isSlaPaused)}
    from ${ticketActivities}
    where ${qualified(ticketActivities, ticketActivities.ticketId)} = ${qualified(tickets, tickets.id)}
    order by ${qualified(ticketActivities, ticketActivities.createdAt)} desc limit 1), false)`;
  const deadline = sql`(case when ${hadClock} then ${oldDeadline} - ${oldMinutes} + ${minutes}
    else ${now} + ${minutes} end)`;
  const stoppedAt = sql`(case when ${hadClock} then ${oldStoppedAt}
    when ${isPaused} then ${now} else null end)`;
  return {
    slaMinutes: sql`${slaMinutes}::int`,
    slaDeadlineBm: deadline,
    slaStoppedAtBm: stoppedAt,
    slaExceededNotifiedDeadlineBm: sql`(case when ${deadline} > coalesce(${stoppedAt}, ${now}) then null
      when ${hadClock} and ${oldNotified} = ${oldDeadline} then ${deadline}
      else ${oldNotified} end)`,
  };
}
