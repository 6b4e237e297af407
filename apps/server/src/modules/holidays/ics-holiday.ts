import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { type IcsContentLine, splitTextList, unescapeText } from './ics-lines.ts';

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
 * - `SUMMARY` is the name.
 * - `CATEGORIES` says the kind, in Turkish, upper or lower case, with or without Turkish letters:
 *   'Yarım Gün' makes a half day (work stops at 13:00), else it is a full day; 'Dini' (or
 *   'Dini Bayram') a religious holiday, 'Resmi' (or 'Resmi Tatil') or nothing an official one.
 *   Other categories are passed over.
 */
export function holidaysOfEvent(
  line: number,
  properties: readonly IcsContentLine[],
): { holidays: FileHoliday[] } | { problem: Problem } {
  const property = (name: string) => properties.find((p) => p.name === name);
  const start = property('DTSTART');
  if (!start) return { problem: { line, message: M.dateMissing(line) } };
  const startDay = dayOf(start);
  if ('problem' in startDay) return startDay;

  const days = dayCount(startDay.day, property('DTEND'), property('DURATION'));
  if ('problem' in days) return days;

  const summary = property('SUMMARY');
  const name = summary ? unescapeText(summary.value).replace(/\s+/g, ' ').trim() : '';
  if (!name) return { problem: { line, message: M.nameMissing(line) } };
  if (name.length > MAX_HOLIDAY_NAME_LENGTH) {
    return { problem: { line, message: M.nameTooLong(line, MAX_HOLIDAY_NAME_LENGTH) } };
  }

  const categories = properties
    .filter((p) => p.name === 'CATEGORIES')
    .flatMap((p) => splitTextList(p.value).map(normalizeCategory));
  const isHalfDay = categories.some((c) => c === 'YARIM GUN' || c === 'YARIM');
  const isReligious = categories.some((c) => c === 'DINI' || c.startsWith('DINI '));
  const isOfficial = categories.some((c) => c === 'RESMI' || c.startsWith('RESMI '));
  if (isReligious && isOfficial) return { problem: { line, message: M.bothKinds(line) } };

  const holidays = Array.from({ length: days.count }, (_, i) => ({
    line,
    date: isoDate(startDay.day + i * DAY_MS),
    name: days.count > 1 ? `${name} ${i + 1}. Gün` : name,
    isFullDay: !isHalfDay,
    isPublicHoliday: !isReligious,
  }));
  return { holidays };
}

/** A DATE value as UTC midnight (so counting days is exact), or the problem with it. */
function dayOf(content: IcsContentLine): { day: number } | { problem: Problem } {
  const { line } = content;
  const valueType = content.params.VALUE?.toUpperCase();
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(content.value.trim());
  if (!match || (valueType !== undefined && valueType !== 'DATE')) {
    return { problem: { line, message: M.dateInvalid(line) } };
  }
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = Date.UTC(year, month - 1, date);
  const probe = new Date(day);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) {
    return { problem: { line, message: M.dateInvalid(line) } };
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return { problem: { line, message: M.dateOutOfRange(line) } };
  }
  return { day };
}

function dayCount(
  startDay: number,
  end: IcsContentLine | undefined,
  duration: IcsContentLine | undefined,
): { count: number } | { problem: Problem } {
  let count = 1;
  if (end) {
    const endDay = dayOf(end);
    if ('problem' in endDay) return endDay;
    count = Math.round((endDay.day - startDay) / DAY_MS);
    if (count < 1) return { problem: { line: end.line, message: M.endBeforeStart(end.line) } };
  } else if (duration) {
    const match = /^P(\d+)([DW])$/i.exec(duration.value.trim());
    if (!match)
      return { problem: { line: duration.line, message: M.endBeforeStart(duration.line) } };
    count = Number(match[1]) * (match[2]?.toUpperCase() === 'W' ? 7 : 1);
    if (count < 1) {
      return { problem: { line: duration.line, message: M.endBeforeStart(duration.line) } };
    }
  }
  if (count > MAX_HOLIDAY_DAYS) {
    const line = (end ?? duration)?.line ?? 0;
    return { problem: { line, message: M.tooManyDays(line, MAX_HOLIDAY_DAYS) } };
  }
  return { count };
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

function isoDate(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}
