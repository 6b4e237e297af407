import ICAL from 'ical.js';
import type { IcsEvent } from './ics-lines.ts';

/** The years a repeating holiday is imported into: those the holidays screen offers. */
export type HolidayYears = { first: number; last: number };

/** Steps of the rule at most: a daily rule from 2000 reaches 2100 within it. */
const MAX_STEPS = 40_000;

/**
 * The first days (UTC midnights) of a repeating event's occurrences within `years`, as its
 * RRULE and RDATE give them less EXDATE, COUNT and UNTIL (docs/domain.md §14.6); the days in
 * `moved` are left to the events that moved them. Null when the event does not repeat; none
 * when no occurrence falls in the years or the rule cannot be followed.
 */
export function repeatedDays(
  component: IcsEvent,
  years: HolidayYears,
  moved: ReadonlySet<string>,
): number[] | null {
  if (!component.hasProperty('rrule') && !component.hasProperty('rdate')) return null;
  const event = new ICAL.Event(component);
  const days: number[] = [];
  try {
    const occurrences = event.iterator();
    for (let step = 0; step < MAX_STEPS; step++) {
      const next = occurrences.next();
      if (!next || next.year > years.last) break;
      const day = Date.UTC(next.year, next.month - 1, next.day);
      if (next.year >= years.first && !moved.has(dayKey(day))) days.push(day);
    }
  } catch {
    // ical.js gives up on a rule it cannot meet.
    return [];
  }
  return days;
}

/** yyyy-MM-dd of a UTC midnight. */
export function dayKey(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * For each UID, the days of its occurrences that another VEVENT (`RECURRENCE-ID`) moved or
 * changed: calendars export such an exception as an event of its own.
 */
export function movedOccurrences(components: readonly IcsEvent[]): Map<string, Set<string>> {
  const moved = new Map<string, Set<string>>();
  for (const component of components) {
    const uid = component.getFirstPropertyValue('uid');
    let original: unknown;
    try {
      original = component.getFirstPropertyValue('recurrence-id');
    } catch {
      continue;
    }
    if (typeof uid !== 'string' || !(original instanceof ICAL.Time)) continue;
    const day = Date.UTC(original.year, original.month - 1, original.day);
    moved.set(uid, (moved.get(uid) ?? new Set()).add(dayKey(day)));
  }
  return moved;
}
