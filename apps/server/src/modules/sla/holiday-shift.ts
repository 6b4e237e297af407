import { parseBusinessDateTime } from '../../platform/time.ts';
import { createBusinessClock, type Holiday } from './business-clock.ts';

/** A half-day holiday counts until 13:00 (docs/domain.md §4), as in business-clock.ts. */
const HALF_DAY_ENDS_AT = '13:00';
const MS_PER_MINUTE = 60_000;

/**
 * A stretch of time whose holiday status a change of the holidays flipped: `sign` -1 when it
 * became holiday (the clock now stands still there), +1 when it stopped being one. `startMs` and
 * `endMs` are instants; `startBm` is the old clock's minute at `startMs`.
 */
export type ShiftWindow = { startMs: number; endMs: number; sign: 1 | -1; startBm: number };

/**
 * What a change of the holidays does to the business clock (docs/domain.md §14.6 Re-timing):
 * the windows it flipped. Empty when the change touches no minute (a rename, an official day
 * made religious).
 */
export type HolidayShift = { windows: ShiftWindow[] };

type Kind = 0 | 1 | 2;

function kindsByDate(holidays: readonly Holiday[]): Map<string, Kind> {
  const kinds = new Map<string, Kind>();
  for (const holiday of holidays) {
    if (holiday.isDeleted) continue;
    // Several holidays on a date count once, the full day winning (as the clock does).
    if (kinds.get(holiday.date) !== 1) kinds.set(holiday.date, holiday.isFullDay ? 1 : 2);
  }
  return kinds;
}

/** The windows between the holidays before and after a change, in the business time zone. */
export function holidayShiftOf(
  before: readonly Holiday[],
  after: readonly Holiday[],
  timeZone: string,
): HolidayShift {
  const oldKinds = kindsByDate(before);
  const newKinds = kindsByDate(after);
  const oldClock = createBusinessClock(before, timeZone);
  const windows: ShiftWindow[] = [];
  for (const date of new Set([...oldKinds.keys(), ...newKinds.keys()])) {
    const oldKind = oldKinds.get(date) ?? 0;
    const newKind = newKinds.get(date) ?? 0;
    if (oldKind === newKind) continue;
    const bounds = dayBounds(date, timeZone);
    if (!bounds) continue;
    // A full day is [midnight, next midnight), a half day [13:00, next midnight): the two differ
    // by the morning, or by the whole day against no holiday.
    const covered = (kind: Kind) =>
      kind === 0 ? bounds.end : kind === 1 ? bounds.start : bounds.halfStart;
    const oldStart = covered(oldKind);
    const newStart = covered(newKind);
    const sign = newStart < oldStart ? -1 : 1;
    const startMs = Math.min(oldStart, newStart);
    const endMs = Math.max(oldStart, newStart);
    windows.push({ startMs, endMs, sign, startBm: oldClock.minuteAt(new Date(startMs)) });
  }
  return { windows: windows.sort((a, b) => a.startMs - b.startMs) };
}

function dayBounds(date: string, timeZone: string) {
  const start = parseBusinessDateTime(`${date} 00:00`, timeZone);
  const halfStart = parseBusinessDateTime(`${date} ${HALF_DAY_ENDS_AT}`, timeZone);
  if (!start || !halfStart) return null;
  // The next local midnight, without assuming a day of 24 hours.
  const later = new Date(start.getTime() + 36 * 3_600_000);
  const nextDate = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(later);
  const end = parseBusinessDateTime(`${nextDate} 00:00`, timeZone);
  if (!end) return null;
  return { start: start.getTime(), halfStart: halfStart.getTime(), end: end.getTime() };
}

/** How far the clock's minute at `instant` moves: minus the minutes that became holiday before. */
export function shiftAtInstant(shift: HolidayShift, instant: Date): number {
  const t = instant.getTime();
  let minutes = 0;
  for (const w of shift.windows) {
    minutes += (w.sign * Math.min(Math.max(t - w.startMs, 0), w.endMs - w.startMs)) / MS_PER_MINUTE;
  }
  return minutes;
}

/**
 * The minutes a change of the holidays adds to every instant of the clock: each window over by
 * `now` is counted backwards (the clock before it moves, the clock after it stays), so the
 * tickets created since, nearly all the open ones, keep their stored minutes; a window still
 * running or ahead is counted forwards as before (the clock after it moves). Only differences
 * of minutes reach anyone, so the constant changes no figure.
 */
export function clockOffsetOf(shift: HolidayShift, now: Date): number {
  let minutes = 0;
  for (const w of shift.windows) {
    if (w.endMs <= now.getTime()) minutes -= (w.sign * (w.endMs - w.startMs)) / MS_PER_MINUTE;
  }
  return minutes;
}
