import {
  HOLIDAY_MESSAGES as M,
  type THolidayImportItem,
  type THolidayImportPlan,
} from '@ccms/contract/holidays';
import type { LineProblem } from './ics-calendar.ts';
import type { FileHoliday } from './ics-holiday.ts';

/** A holiday as the table keeps it. */
export type StoredHoliday = {
  id: string;
  date: string;
  name: string;
  isFullDay: boolean;
  isPublicHoliday: boolean;
};

export type HolidayImportPlan = Omit<THolidayImportPlan, 'itemCount'> & {
  inserts: Omit<StoredHoliday, 'id'>[];
  updates: { before: StoredHoliday; after: StoredHoliday }[];
};

/** Two names are the same holiday's when they match the Turkish way, spaces aside. */
export function holidayNameKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr-TR');
}

const keyOf = (holiday: { date: string; name: string }) =>
  `${holiday.date}|${holidayNameKey(holiday.name)}`;

/**
 * What importing a file does (docs/domain.md §14.6): a holiday is known by its date and name.
 * A new one is added; a known one whose full / half day or official / religious kind differs is
 * changed; a known one alike, or one the file already gave (same date and name), is skipped.
 * Several holidays of one date with other names are all kept (23 Nisan may fall on a feast).
 * Unread events are listed as errors. Items come in the file's order.
 */
export function planHolidayImport(
  fromFile: readonly FileHoliday[],
  problems: readonly LineProblem[],
  stored: readonly StoredHoliday[],
): HolidayImportPlan {
  const storedByKey = new Map(stored.map((holiday) => [keyOf(holiday), holiday]));
  const firstLineByKey = new Map<string, number>();
  const items: THolidayImportItem[] = [];
  const inserts: HolidayImportPlan['inserts'] = [];
  const updates: HolidayImportPlan['updates'] = [];

  for (const holiday of fromFile) {
    const key = keyOf(holiday);
    const base = {
      line: holiday.line,
      date: holiday.date,
      name: holiday.name,
      isFullDay: holiday.isFullDay,
      isPublicHoliday: holiday.isPublicHoliday,
      previous: null,
    };
    const firstLine = firstLineByKey.get(key);
    if (firstLine !== undefined) {
      items.push({ ...base, outcome: 'skip', reason: M.duplicateInFile(firstLine) });
      continue;
    }
    firstLineByKey.set(key, holiday.line);
    const known = storedByKey.get(key);
    if (!known) {
      items.push({ ...base, outcome: 'add', reason: null });
      inserts.push({
        date: holiday.date,
        name: holiday.name,
        isFullDay: holiday.isFullDay,
        isPublicHoliday: holiday.isPublicHoliday,
      });
    } else if (
      known.isFullDay === holiday.isFullDay &&
      known.isPublicHoliday === holiday.isPublicHoliday
    ) {
      items.push({ ...base, outcome: 'skip', reason: M.alreadyRecorded });
    } else {
      const previous = { isFullDay: known.isFullDay, isPublicHoliday: known.isPublicHoliday };
      items.push({ ...base, outcome: 'change', reason: null, previous });
      updates.push({
        before: known,
        after: { ...known, isFullDay: holiday.isFullDay, isPublicHoliday: holiday.isPublicHoliday },
      });
    }
  }
  for (const problem of problems) {
    items.push({
      line: problem.line,
      date: '',
      name: '',
      isFullDay: true,
      isPublicHoliday: true,
      outcome: 'error',
      reason: problem.message,
      previous: null,
    });
  }
  items.sort((a, b) => a.line - b.line);

  const count = (outcome: THolidayImportItem['outcome']) =>
    items.filter((item) => item.outcome === outcome).length;
  return {
    items,
    addedCount: count('add'),
    changedCount: count('change'),
    skippedCount: count('skip'),
    errorCount: count('error'),
    inserts,
    updates,
  };
}
