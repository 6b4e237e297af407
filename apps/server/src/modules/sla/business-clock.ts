import { parseBusinessDateTime } from '../../platform/time.ts';

/**
 * A holiday as the holidays table keeps it: a local date, full day or half day, and the
 * minutes its import added to every instant of the clock (holiday-shift.ts `clockOffsetOf`).
 */
export type Holiday = {
  date: string;
  isFullDay: boolean;
  clockOffsetMinutes?: number;
  /** A deleted holiday: its day counts again, its offset still does (docs/domain.md §20). */
  isDeleted?: boolean;
};

/** A half-day holiday counts until 13:00 local time and not after (docs/domain.md §4). */
const HALF_DAY_ENDS_AT = '13:00';
const MS_PER_MINUTE = 60_000;

type Window = { start: number; end: number };

/**
 * The SLA's clock: "business minutes" run with calendar time and stand still during holidays.
 * `minuteAt(t)` is minutes since the Unix epoch minus every holiday minute before t, so the SLA
 * consumed between two instants is the difference of their business minutes, and a ticket's
 * deadline can be stored once as a business minute and compared with `minuteAt(now)` in SQL.
 * Plus the holidays' `clockOffsetMinutes`: a constant, so differences do not see it.
 */
export type BusinessClock = {
  minuteAt(instant: Date): number;
  /** 0 none, 1 a full-day holiday, 2 a half-day one, for the local date of `instant`. */
  holidayKindAt(instant: Date): 0 | 1 | 2;
};

export function createBusinessClock(holidays: readonly Holiday[], timeZone: string): BusinessClock {
  const kindByDate = new Map<string, 1 | 2>();
  let offset = 0;
  for (const holiday of holidays) {
    offset += holiday.clockOffsetMinutes ?? 0;
    if (holiday.isDeleted) continue;
    // A date listed twice counts once, the full day winning.
    const kind = holiday.isFullDay ? 1 : 2;
    if (kindByDate.get(holiday.date) !== 1) kindByDate.set(holiday.date, kind);
  }
  const windows: Window[] = [...kindByDate]
    .map(([date, kind]) => toWindow(date, kind, timeZone))
    .filter((window): window is Window => window !== null)
    .sort((a, b) => a.start - b.start);
  // Holiday minutes before each window starts, for a binary search per look-up.
  const before: number[] = [];
  let total = 0;
  for (const window of windows) {
    before.push(total);
    total += (window.end - window.start) / MS_PER_MINUTE;
  }

  return {
    minuteAt(instant) {
      const t = instant.getTime();
      const index = lastWindowStartingBefore(windows, t);
      if (index < 0) return t / MS_PER_MINUTE + offset;
      const window = windows[index] as Window;
      const inside = Math.min(t, window.end) - window.start;
      return (t - (before[index] as number) * MS_PER_MINUTE - inside) / MS_PER_MINUTE + offset;
    },
    holidayKindAt(instant) {
      return kindByDate.get(localDateOf(instant, timeZone)) ?? 0;
    },
  };
}

function toWindow(date: string, kind: 1 | 2, timeZone: string): Window | null {
  const dayStart = parseBusinessDateTime(`${date} 00:00`, timeZone);
  const start =
    kind === 1 ? dayStart : parseBusinessDateTime(`${date} ${HALF_DAY_ENDS_AT}`, timeZone);
  if (!dayStart || !start) return null;
  // The next local midnight; Istanbul has no daylight saving, but do not assume 24 h anyway.
  const next = new Date(dayStart.getTime() + 36 * 3_600_000);
  const nextDate = localDateOf(next, timeZone);
  const end = parseBusinessDateTime(`${nextDate} 00:00`, timeZone);
  if (!end) return null;
  return { start: start.getTime(), end: end.getTime() };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The local yyyy-MM-dd of an instant ('en-CA' formats dates that way). */
function localDateOf(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

function lastWindowStartingBefore(windows: readonly Window[], t: number): number {
  let low = 0;
  let high = windows.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((windows[middle] as Window).start < t) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
