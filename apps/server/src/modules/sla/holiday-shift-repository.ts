import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type HolidayShift, shiftAtInstant } from './holiday-shift.ts';
import type { SlaClockSql } from './repository.ts';

/*
 * The holiday re-timing rule (docs/domain.md §14.6 Re-timing) in SQL, for the one UPDATE of the
 * tickets module that re-times the open tickets after a holiday import; test/sla-oracle.ts
 * `shiftSlaClock` is the same rule one ticket at a time, for the tests. The tickets module hands
 * its columns in. Kept apart from repository.ts.
 */

/** The columns the shift reads: the stored clock and the ticket's creation instant. */
export type ShiftedClockSql = Omit<SlaClockSql, 'slaMinutes'> & { createdAt: SQLWrapper };

/** The shift's windows as a VALUES list: start and end in epoch milliseconds, sign, start minute. */
function windowsTable(shift: HolidayShift): SQL {
  const rows = shift.windows.map(
    (w) => sql`(${w.startMs}::float8, ${w.endMs}::float8, ${w.sign}::float8, ${w.startBm}::float8)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as shift_window(w_start, w_end, w_sign, w_start_bm)`;
}

/** shiftAtInstant of the ticket's creation, in minutes. */
function shiftAtCreationSql(shift: HolidayShift, clock: ShiftedClockSql): SQL<number> {
  const createdMs = sql`(extract(epoch from ${clock.createdAt}) * 1000)`;
  return sql<number>`(select coalesce(sum(w_sign * least(greatest(${createdMs} - w_start, 0), w_end - w_start)), 0) / 60000.0
    from ${windowsTable(shift)})`;
}

/**
 * How far the stopped clock's minute moves: the old clock ran through a window that became
 * holiday, so the minute tells how much of it lay before; it stood still over a window that
 * stopped being holiday, so a minute equal to the window's start counts as stopped before it.
 */
function shiftOfStoppedAtSql(shift: HolidayShift, clock: ShiftedClockSql): SQL<number> {
  const stoppedAt = sql`${clock.slaStoppedAtBm}`;
  return sql<number>`(select coalesce(sum(case
      when w_sign < 0 then -least(greatest(${stoppedAt} - w_start_bm, 0), (w_end - w_start) / 60000.0)
      when ${stoppedAt} > w_start_bm then (w_end - w_start) / 60000.0
      else 0 end), 0)
    from ${windowsTable(shift)})`;
}

/**
 * The SET list of the holiday re-timing; `nowBm` is the new clock's minute of now. Assignments
 * read the columns as they were before the UPDATE.
 */
export function holidayShiftAssignments(
  shift: HolidayShift,
  clock: ShiftedClockSql,
  nowBm: number,
) {
  const oldDeadline = sql`${clock.slaDeadlineBm}`;
  const deadline = sql`(${oldDeadline} + ${shiftAtCreationSql(shift, clock)})`;
  const stoppedAt = sql`(case when ${clock.slaStoppedAtBm} is null then null
    else ${clock.slaStoppedAtBm} + ${shiftOfStoppedAtSql(shift, clock)} end)`;
  return {
    slaDeadlineBm: deadline,
    slaStoppedAtBm: stoppedAt,
    slaExceededNotifiedDeadlineBm: sql`(case when ${deadline} > coalesce(${stoppedAt}, ${nowBm}::float8) then null
      when ${clock.slaExceededNotifiedDeadlineBm} = ${oldDeadline} then ${deadline}
      else ${clock.slaExceededNotifiedDeadlineBm} end)`,
  };
}

/** The tickets whose stored minutes the shift moves: creation or stop after a window's start. */
export function isMovedByHolidayShift(shift: HolidayShift, clock: ShiftedClockSql): SQL {
  return sql`(${shiftAtCreationSql(shift, clock)} <> 0
    or (${clock.slaStoppedAtBm} is not null and ${shiftOfStoppedAtSql(shift, clock)} <> 0))`;
}

/** Less than this many minutes of difference is rounding, not a change anyone sees. */
const NO_CHANGE_MINUTES = 0.001;

/**
 * The tickets whose remaining time the shift changes: those with flipped minutes between their
 * creation and now, or their stop. (A ticket created after a past holiday has its stored
 * minutes moved, but keeps its remaining time.)
 */
export function isRemainingChangedByHolidayShift(
  shift: HolidayShift,
  clock: ShiftedClockSql,
  now: Date,
): SQL {
  const nowShift = shiftAtInstant(shift, now);
  const referenceShift = sql`(case when ${clock.slaStoppedAtBm} is null then ${nowShift}::float8
    else ${shiftOfStoppedAtSql(shift, clock)} end)`;
  return sql`abs(${shiftAtCreationSql(shift, clock)} - ${referenceShift}) > ${NO_CHANGE_MINUTES}`;
}
