import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import ICAL from 'ical.js';
import type { EventLines, IcsEvent } from './ics-lines.ts';
import { dayKey, type HolidayYears, repeatedDays } from './ics-recurrence.ts';

type IcsProperty = InstanceType<typeof ICAL.Property>;

/** A holiday as a calendar file gives it: one local day. */
export type FileHoliday = {
  /** The line of the event (BEGIN:VEVENT) it comes from. */
  line: number;
  /** yyyy-MM-dd */
  date: string;
  name: string;
  isFullDay: boolean;
  isPublicHoliday: boolean;
};

type Problem = { line: number; message: string };
type Read<T> = T | { problem: Problem };
const problem = (line: number, message: string) => ({ problem: { line, message } });

export const MAX_HOLIDAY_NAME_LENGTH = 200;
/** A feast lasts four days and a half; longer is a mistake in the file. */
export const MAX_HOLIDAY_DAYS = 15;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const DAY_MS = 86_400_000;

/**
 * The holidays of one VEVENT (docs/domain.md §14.6 The calendar file):
 * - `DTSTART;VALUE=DATE:20271029` (or `DTSTART:20271029`) is the day; a time of day is refused.
 * - `DTEND` (the day after, as calendars write all-day events) or `DURATION:P4D` makes it
 *   several days, each its own holiday named '<SUMMARY> 1. Gün', '… 2. Gün'.
 * - `RRULE` (with `EXDATE`, `COUNT`, `UNTIL`) repeats it in each of `years`; an occurrence
 *   another event of the same UID moved (`RECURRENCE-ID`) is that event's.
 * - `SUMMARY` is the name.
 * - `CATEGORIES` says the kind, in Turkish, upper or lower case, with or without Turkish letters:
 *   'Yarım Gün' makes a half day (work stops at 13:00), else it is a full day; 'Dini' (or
 *   'Dini Bayram') a religious holiday, 'Resmi' (or 'Resmi Tatil') or nothing an official one.
 *   Other categories are passed over.
 */
export function holidaysOfEvent(
  event: EventLines,
  component: IcsEvent,
  repeat: { years: HolidayYears; moved: ReadonlySet<string> },
): Read<{ holidays: FileHoliday[] }> {
  const { line } = event;
  const lineOf = (name: string) =>
    event.lines.find(({ text }) => new RegExp(`^${name}[;:]`, 'i').test(text))?.line ?? line;
  const start = component.getFirstProperty('dtstart');
  if (!start) return problem(line, M.dateMissing(line));
  const startDay = dayOf(start);
  if (startDay === null) return problem(lineOf('DTSTART'), M.dateInvalid(lineOf('DTSTART')));
  const repeated = repeatedDays(component, repeat.years, repeat.moved);
  const year = new Date(startDay).getUTCFullYear();
  if (!repeated && (year < FIRST_YEAR || year > LAST_YEAR)) {
    return problem(lineOf('DTSTART'), M.dateOutOfRange(lineOf('DTSTART')));
  }

  const days = dayCount(startDay, component, lineOf);
  if ('problem' in days) return days;

  const name = String(component.getFirstPropertyValue('summary') ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return problem(line, M.nameMissing(line));
  if (name.length > MAX_HOLIDAY_NAME_LENGTH) {
    return problem(line, M.nameTooLong(line, MAX_HOLIDAY_NAME_LENGTH));
  }

  const categories = component
    .getAllProperties('categories')
    .flatMap((property) =>
      property.getValues().map((value: unknown) => normalizeCategory(String(value))),
    );
  const isHalfDay = categories.some((c) => c === 'YARIM GUN' || c === 'YARIM');
  const isReligious = categories.some((c) => c === 'DINI' || c.startsWith('DINI '));
  const isOfficial = categories.some((c) => c === 'RESMI' || c.startsWith('RESMI '));
  if (isReligious && isOfficial) return problem(line, M.bothKinds(line));

  if (repeated?.length === 0) {
    return problem(line, M.noRepeatInYears(line, repeat.years.first, repeat.years.last));
  }
  const holidays = (repeated ?? [startDay]).flatMap((first) =>
    Array.from({ length: days.count }, (_, i) => ({
      line,
      date: dayKey(first + i * DAY_MS),
      name: days.count > 1 ? `${name} ${i + 1}. Gün` : name,
      isFullDay: !isHalfDay,
      isPublicHoliday: !isReligious,
    })),
  );
  return { holidays };
}

/** A DATE value as UTC midnight (so counting days is exact); null when it is no real day. */
function dayOf(property: IcsProperty): number | null {
  const value: unknown = property.toJSON()[3];
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (property.type !== 'date' || !match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = Date.UTC(year, month - 1, date);
  const probe = new Date(day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date ? day : null;
}

/** How many days from DTEND (the day after the last) or DURATION (whole days or weeks). */
function dayCount(
  startDay: number,
  component: IcsEvent,
  lineOf: (name: string) => number,
): Read<{ count: number }> {
  let count = 1;
  let line = 0;
  const end = component.getFirstProperty('dtend');
  const duration = component.getFirstProperty('duration');
  if (end) {
    line = lineOf('DTEND');
    const endDay = dayOf(end);
    if (endDay === null) return problem(line, M.dateInvalid(line));
    count = Math.round((endDay - startDay) / DAY_MS);
  } else if (duration) {
    line = lineOf('DURATION');
    count = durationDays(duration);
  }
  if (!Number.isInteger(count) || count < 1) return problem(line, M.endBeforeStart(line));
  if (count > MAX_HOLIDAY_DAYS) return problem(line, M.tooManyDays(line, MAX_HOLIDAY_DAYS));
  return { count };
}

/** Whole days of a DURATION; NaN when it is not whole days or cannot be read. */
function durationDays(property: IcsProperty): number {
  try {
    const value = property.getFirstValue();
    return value instanceof ICAL.Duration ? value.toSeconds() / (DAY_MS / 1000) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const FOLDED_LETTERS: Record<string, string> = { İ: 'I', Ş: 'S', Ğ: 'G', Ü: 'U', Ö: 'O', Ç: 'C' };

/** 'Yarım gün' → 'YARIM GUN': Turkish upper case, Turkish letters folded, spaces collapsed. */
function normalizeCategory(category: string): string {
  return category
    .toLocaleUpperCase('tr-TR')
    .replace(/[İŞĞÜÖÇ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/[\s_-]+/g, ' ')
    .trim();
}
