import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportBucket } from '@ccms/contract/reports';
import { badRequest } from '../../platform/errors.ts';
import { parseBusinessDateTime } from '../../platform/time.ts';

/** A report period: business days both ends included, and the instants that bound them. */
export type Period = { from: string; to: string; start: Date; end: Date };

const DAY_MS = 86_400_000;

/** A 'YYYY-MM-DD' day as a UTC calendar date, or null when no such day exists. */
function calendarDay(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC reads years 0–99 as 1900–1999: the year is compared too.
  const isSame =
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date;
  return isSame ? value : null;
}

const isoDay = (value: Date) => value.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  isoDay(new Date((calendarDay(day) as Date).getTime() + days * DAY_MS));

function periodOf(from: string, to: string, timeZone: string): Period {
  return {
    from,
    to,
    start: parseBusinessDateTime(from, timeZone) as Date,
    end: parseBusinessDateTime(addDays(to, 1), timeZone) as Date,
  };
}

/** Days from `from` to `to`, both included. */
const lengthInDays = (from: string, to: string) =>
  Math.round(
    ((calendarDay(to) as Date).getTime() - (calendarDay(from) as Date).getTime()) / DAY_MS,
  ) + 1;

/**
 * The filter's period and the previous one of the same length, ending the day before; refused in
 * Turkish when a day does not exist, `from` is after `to`, or it is longer than REPORT_MAX_DAYS.
 */
export function reportPeriods(
  filter: { from: string; to: string },
  timeZone: string,
): { current: Period; previous: Period } {
  if (!calendarDay(filter.from)) throw badRequest(REPORT_MESSAGES.invalidDay('from'));
  if (!calendarDay(filter.to)) throw badRequest(REPORT_MESSAGES.invalidDay('to'));
  const days = lengthInDays(filter.from, filter.to);
  if (days < 1) throw badRequest(REPORT_MESSAGES.fromAfterTo);
  if (days > REPORT_MAX_DAYS) throw badRequest(REPORT_MESSAGES.periodTooLong);
  const previousTo = addDays(filter.from, -1);
  return {
    current: periodOf(filter.from, filter.to, timeZone),
    previous: periodOf(addDays(previousTo, 1 - days), previousTo, timeZone),
  };
}

/** Days up to 31 days, ISO weeks (Monday first) beyond. */
export const bucketOfPeriod = (period: Period): ReportBucket =>
  lengthInDays(period.from, period.to) <= 31 ? 'day' : 'week';

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = ((calendarDay(day) as Date).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket's first day, in order: each day, or each week's Monday (the first may precede `from`). */
export function bucketStarts(period: Period, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let day = bucket === 'day' ? period.from : mondayOf(period.from); day <= period.to; ) {
    starts.push(day);
    day = addDays(day, step);
  }
  return starts;
}
