import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import ICAL from 'ical.js';
import { type FileHoliday, holidaysOfEvent } from './ics-holiday.ts';
import {
  cutEvents,
  type EventLines,
  eventText,
  type IcsEvent,
  isDelimiter,
  isReadable,
  unfoldLines,
} from './ics-lines.ts';
import { type HolidayYears, movedOccurrences } from './ics-recurrence.ts';

/** A problem of one line or one event: shown in the preview, the rest of the file still counts. */
export type LineProblem = { line: number; message: string };

export type HolidayCalendar =
  | { ok: true; holidays: FileHoliday[]; problems: LineProblem[] }
  /** The file as a whole cannot be read: nothing of it is imported. */
  | { ok: false; message: string };

/**
 * Reads the holidays of an iCalendar file (docs/domain.md §14.6) with ical.js: the VEVENTs of
 * one VCALENDAR, a repeating one in each of `years`. Other components (a VTIMEZONE, an event's
 * VALARM) are passed over. A broken line spoils the event it is in, which is reported and left
 * out; a file that is not a calendar at all, or holds no event, is refused whole.
 */
export function readHolidayCalendar(text: string, years: HolidayYears): HolidayCalendar {
  if (text.trim() === '') return { ok: false, message: M.fileEmpty };
  if (text.includes('\u0000')) return { ok: false, message: M.notText };
  const lines = unfoldLines(text);
  if (
    !isDelimiter(lines[0], 'BEGIN', 'VCALENDAR') ||
    !isDelimiter(lines.at(-1), 'END', 'VCALENDAR')
  ) {
    return { ok: false, message: M.notCalendar };
  }
  const { events, outside, unclosed } = cutEvents(lines.slice(1, -1));
  if (events.length + unclosed.length === 0) return { ok: false, message: M.noEvents };

  const problems: LineProblem[] = [
    ...outside.filter((line) => !isReadable(line)).map(({ line }) => brokenLine(line)),
    ...unclosed.map(({ line }) => ({ line, message: M.unclosedEvent(line) })),
  ];
  const read: { event: EventLines; component: IcsEvent }[] = [];
  for (const event of events) {
    const component = readEvent(event);
    if ('problem' in component) problems.push(component.problem);
    else read.push({ event, component });
  }
  const moved = movedOccurrences(read.map(({ component }) => component));
  const holidays: FileHoliday[] = [];
  for (const { event, component } of read) {
    const uid = component.getFirstPropertyValue('uid');
    const found = holidaysOfEvent(event, component, {
      years,
      moved: (typeof uid === 'string' && moved.get(uid)) || new Set(),
    });
    if ('problem' in found) problems.push(found.problem);
    else holidays.push(...found.holidays);
  }
  return { ok: true, holidays, problems: problems.sort((a, b) => a.line - b.line) };
}

const brokenLine = (line: number): LineProblem => ({ line, message: M.brokenLine(line) });

/** The event as ical.js reads it, or its first broken line. */
function readEvent(event: EventLines): IcsEvent | { problem: LineProblem } {
  const broken = event.lines.find((line) => !isReadable(line));
  if (broken) return { problem: brokenLine(broken.line) };
  try {
    return new ICAL.Component(ICAL.parse(eventText(event)));
  } catch {
    // Lines each readable that do not make a component (an END without its BEGIN).
    return { problem: brokenLine(event.line) };
  }
}
