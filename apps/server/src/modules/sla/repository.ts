import { type SQL, sql } from 'drizzle-orm';
import { holidays, tickets } from '../../db/schema/index.ts';
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
