import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type HolidayShift, type ShiftWindow, shiftAtInstant } from './holiday-shift.ts';
import type { SlaClockSql } from './repository.ts';

/*
 * The holiday re-timing rule (docs/domain.md §14.6 Re-timing) in SQL, for the one UPDATE of the
 * tickets module that re-times the open tickets after a holiday import; test/sla-oracle.ts
 * `shiftSlaClock` is the same rule one ticket at a time, for the tests, before the clock's
 * offset (holiday-shift.ts `clockOffsetOf`) is added to every minute. The tickets module hands
 * its columns in. Each window is a term of a sum written out, not a subquery per row, and each
 * condition starts with a range of creation or stop an index can serve. Kept apart from
 * repository.ts.
 */

/** The columns the shift reads: the stored clock and the ticket's creation instant. */
export type ShiftedClockSql = Omit<SlaClockSql, 'slaMinutes'> & { createdAt: SQLWrapper };

/** A change of the holidays as the UPDATE applies it: the flipped windows and the offset. */
export type ClockChange = { shift: HolidayShift; offsetMinutes: number };

const MS_PER_MINUTE = 60_000;
const float = (value: number) => sql`${value}::float8`;
const minutesOf = (w: ShiftWindow) => (w.endMs - w.startMs) / MS_PER_MINUTE;
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const sum = (terms: SQL[]) => (terms.length === 0 ? float(0) : sql`(${sql.join(terms, sql` + `)})`);

/** shiftAtInstant of the ticket's creation, in minutes. */
function shiftAtCreationSql(shift: HolidayShift, clock: ShiftedClockSql): SQL<number> {
  const createdMs = sql`(extract(epoch from ${clock.createdAt}) * 1000)`;
  return sql<number>`(${sum(
    shift.windows.map(
      (w) =>
        sql`${float(w.sign)} * least(greatest(${createdMs} - ${float(w.startMs)}, 0), ${float(w.endMs - w.startMs)})`,
    ),
  )} / 60000.0)`;
}

/**
 * How far the stopped clock's minute moves: the old clock ran through a window that became
 * holiday, so the minute tells how much of it lay before; it stood still over a window that
 * stopped being holiday, so a minute equal to the window's start counts as stopped before it.
 */
function shiftOfStoppedAtSql(shift: HolidayShift, clock: ShiftedClockSql): SQL<number> {
  const stoppedAt = sql`${clock.slaStoppedAtBm}`;
  return sum(
    shift.windows.map((w) =>
      w.sign < 0
        ? sql`-least(greatest(${stoppedAt} - ${float(w.startBm)}, 0), ${float(minutesOf(w))})`
        : sql`(case when ${stoppedAt} > ${float(w.startBm)} then ${float(minutesOf(w))} else 0 end)`,
    ),
  ) as SQL<number>;
}

/**
 * Where the shift moves stored minutes, as bounds: a minute before every window moves by the
 * offset alone, one after them all by the windows' sum plus the offset; either bound is left
 * out when its side moves. Inclusive: a stop at the start of a window that stopped being
 * holiday counts as before it, yet lies on its end.
 */
function movedRange(change: ClockChange, value: SQLWrapper, lower: SQL, upper: SQL): SQL {
  const total = change.shift.windows.reduce((n, w) => n + w.sign * minutesOf(w), 0);
  const bounds = [
    ...(change.offsetMinutes === 0 ? [sql`${value} >= ${lower}`] : []),
    ...(total + change.offsetMinutes === 0 ? [sql`${value} <= ${upper}`] : []),
  ];
  return bounds.length === 0 ? sql`true` : sql.join(bounds, sql` and `);
}

const firstStart = (shift: HolidayShift) => Math.min(...shift.windows.map((w) => w.startMs));
const lastEnd = (shift: HolidayShift) => Math.max(...shift.windows.map((w) => w.endMs));
const firstStartBm = (shift: HolidayShift) => Math.min(...shift.windows.map((w) => w.startBm));
/** The old clock's minute at the end of the last window (it ran through those that became holiday). */
const lastEndBm = (shift: HolidayShift) =>
  Math.max(...shift.windows.map((w) => w.startBm + (w.sign < 0 ? minutesOf(w) : 0)));

/**
 * The SET list of the holiday re-timing; `nowBm` is the new clock's minute of now. Assignments
 * read the columns as they were before the UPDATE.
 */
export function holidayShiftAssignments(
  change: ClockChange,
  clock: ShiftedClockSql,
  nowBm: number,
) {
  const offset = float(change.offsetMinutes);
  const oldDeadline = sql`${clock.slaDeadlineBm}`;
  const deadline = sql`(${oldDeadline} + ${shiftAtCreationSql(change.shift, clock)} + ${offset})`;
  // A running clock's null stays null.
  const stoppedAt = sql`(${clock.slaStoppedAtBm} + ${shiftOfStoppedAtSql(change.shift, clock)} + ${offset})`;
  return {
    slaDeadlineBm: deadline,
    slaStoppedAtBm: stoppedAt,
    slaExceededNotifiedDeadlineBm: sql`(case when ${deadline} > coalesce(${stoppedAt}, ${nowBm}::float8) then null
      when ${clock.slaExceededNotifiedDeadlineBm} = ${oldDeadline} then ${deadline}
      else ${clock.slaExceededNotifiedDeadlineBm} end)`,
  };
}

/**
 * The tickets whose stored minutes the change moves: creation or stop where the windows and the
 * offset do not cancel out. With the offset, a past holiday moves the tickets created before
 * it, not the many created since.
 */
export function isMovedByHolidayShift(change: ClockChange, clock: ShiftedClockSql): SQL {
  const { shift } = change;
  const offset = float(change.offsetMinutes);
  const created = movedRange(
    change,
    clock.createdAt,
    instant(firstStart(shift)),
    instant(lastEnd(shift)),
  );
  const stopped = movedRange(
    change,
    clock.slaStoppedAtBm,
    float(firstStartBm(shift)),
    float(lastEndBm(shift)),
  );
  return sql`((${created} and ${shiftAtCreationSql(shift, clock)} + ${offset} <> 0)
    or (${clock.slaStoppedAtBm} is not null and ${stopped}
      and ${shiftOfStoppedAtSql(shift, clock)} + ${offset} <> 0))`;
}

/** Less than this many minutes of difference is rounding, not a change anyone sees. */
const NO_CHANGE_MINUTES = 0.001;

/**
 * The tickets whose remaining time the shift changes: those with flipped minutes between their
 * creation and now, or their stop (the offset moves both alike). So only tickets created before
 * the last window's end, running if a window has begun, or stopped after the first one's start.
 * (A ticket created after a past holiday keeps its remaining time.)
 */
export function isRemainingChangedByHolidayShift(
  shift: HolidayShift,
  clock: ShiftedClockSql,
  now: Date,
): SQL {
  const nowShift = shiftAtInstant(shift, now);
  const referenceShift = sql`(case when ${clock.slaStoppedAtBm} is null then ${nowShift}::float8
    else ${shiftOfStoppedAtSql(shift, clock)} end)`;
  const hasBegun = now.getTime() > firstStart(shift);
  return sql`(${clock.createdAt} < ${instant(lastEnd(shift))}
    and (${hasBegun ? sql`${clock.slaStoppedAtBm} is null` : sql`false`}
      or ${clock.slaStoppedAtBm} > ${float(firstStartBm(shift))})
    and abs(${shiftAtCreationSql(shift, clock)} - ${referenceShift}) > ${NO_CHANGE_MINUTES})`;
}
