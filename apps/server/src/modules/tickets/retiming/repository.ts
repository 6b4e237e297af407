import { TICKET_STATUS } from '@ccms/contract/tickets-statuses';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { ticketActivities, tickets } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';
import {
  type ClockChange,
  type HolidayShift,
  holidayShiftAssignments,
  isMovedByHolidayShift,
  isRemainingChangedByHolidayShift,
  retimedSlaAssignments,
} from '../../sla/index.ts';

/*
 * The SLA re-timing of live tickets after a change made elsewhere (docs/domain.md §14.2 rule
 * sets, §14.6 holidays): each change is one set-based statement over the open tickets it
 * reaches, on the SET lists of the SLA module (the rule) over this table's columns.
 */

/**
 * A column spelled with its table, so that a subquery of the UPDATE never reads the wrong
 * table's column; the database names are the snake_case of the schema's keys.
 */
const qualified = (table: typeof tickets | typeof ticketActivities, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))}`;

/** Whether the ticket's latest activity paused its clock. */
const isPausedByLatestActivity = sql`coalesce((select ${qualified(ticketActivities, ticketActivities.isSlaPaused)}
    from ${ticketActivities}
    where ${qualified(ticketActivities, ticketActivities.ticketId)} = ${qualified(tickets, tickets.id)}
    order by ${qualified(ticketActivities, ticketActivities.createdAt)} desc limit 1), false)`;

/**
 * Re-times the open tickets of a rule set to its new SLA (`slaMinutes` null: no SLA), keeping
 * the business time they used; tickets removed from the SLA one by one keep theirs (a ticket
 * keeps the rule set it was created with, even when its breakdown is later given another).
 * Answers how many tickets changed.
 */
export async function updateOpenTicketsToRuleSetSla(
  tx: SealedDb,
  ruleSetId: string,
  slaMinutes: number | null,
  nowBm: number,
): Promise<number> {
  const old = {
    slaMinutes: qualified(tickets, tickets.slaMinutes),
    slaDeadlineBm: qualified(tickets, tickets.slaDeadlineBm),
    slaStoppedAtBm: qualified(tickets, tickets.slaStoppedAtBm),
    slaExceededNotifiedDeadlineBm: qualified(tickets, tickets.slaExceededNotifiedDeadlineBm),
  };
  const rows = await unsealed(tx)
    .update(tickets)
    .set(retimedSlaAssignments(old, { slaMinutes, nowBm, isPaused: isPausedByLatestActivity }))
    .where(
      and(
        eq(tickets.ruleSetId, ruleSetId),
        ne(tickets.status, TICKET_STATUS.closed),
        eq(tickets.isDeleted, false),
        eq(tickets.isRemovedFromSla, false),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length;
}

/** Open tickets with a clock: closed ones keep their final figures, deleted ones are gone. */
const openWithClock = () =>
  and(
    ne(tickets.status, TICKET_STATUS.closed),
    eq(tickets.isDeleted, false),
    isNotNull(tickets.slaDeadlineBm),
  );

/**
 * How many open tickets' remaining time the holiday shift changes, counted before the UPDATE (a
 * ticket created after a past holiday has its minutes moved with the clock but keeps its
 * remaining time, and is not counted).
 */
export async function countOpenTicketsRetimedByHolidays(
  tx: SealedDb,
  shift: HolidayShift,
  now: Date,
): Promise<number> {
  const [changed] = await unsealed(tx)
    .select({ n: count() })
    .from(tickets)
    .where(and(openWithClock(), isRemainingChangedByHolidayShift(shift, tickets, now)));
  return changed?.n ?? 0;
}

/**
 * Counts the stored business minutes of the open tickets again on the new clock, in one
 * statement over those they move. A closed ticket keeps its columns: its figures are final, and
 * a reopening counts on from its stop on whatever clock there is then.
 */
export async function updateOpenTicketsToHolidayShift(
  tx: SealedDb,
  change: ClockChange,
  nowBm: number,
): Promise<void> {
  await unsealed(tx)
    .update(tickets)
    .set(holidayShiftAssignments(change, tickets, nowBm))
    .where(and(openWithClock(), isMovedByHolidayShift(change, tickets)));
}
