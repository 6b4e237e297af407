import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import {
  type HolidayShift,
  holidayShiftAssignments,
  isMovedByHolidayShift,
  isRemainingChangedByHolidayShift,
} from '../sla/index.ts';

/** Open tickets with a clock: closed ones keep their final figures, deleted ones are gone. */
const openWithClock = () =>
  and(ne(tickets.status, 3), eq(tickets.isDeleted, false), isNotNull(tickets.slaDeadlineBm));

/**
 * Re-times the open tickets a change of the holidays reaches (docs/domain.md §14.6 Re-timing):
 * their stored business minutes are counted again on the new clock, in one statement. A closed
 * ticket keeps its columns: its figures are final, and a reopening counts on from its stop on
 * whatever clock there is then. Answers how many tickets' remaining time changed, counted
 * before the statement (a ticket created after a past holiday has its minutes moved with the
 * clock but keeps its remaining time, and is not counted).
 */
export async function shiftOpenTicketsForHolidays(
  tx: Executor,
  shift: HolidayShift,
  change: { now: Date; nowBm: number },
): Promise<number> {
  if (shift.windows.length === 0) return 0;
  const [changed] = await tx
    .select({ n: count() })
    .from(tickets)
    .where(and(openWithClock(), isRemainingChangedByHolidayShift(shift, change.now)));
  await tx
    .update(tickets)
    .set(holidayShiftAssignments(shift, change.nowBm))
    .where(and(openWithClock(), isMovedByHolidayShift(shift)));
  return changed?.n ?? 0;
}
