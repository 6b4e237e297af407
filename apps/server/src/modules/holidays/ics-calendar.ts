import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { type FileHoliday, holidaysOfEvent } from './ics-holiday.ts';
import { type IcsContentLine, parseContentLine, unfoldLines } from './ics-lines.ts';

/** A problem of one line or one event: shown in the preview, the rest of the file still counts. */
export type LineProblem = { line: number; message: string };

export type HolidayCalendar =
  | { ok: true; holidays: FileHoliday[]; problems: LineProblem[] }
  /** The file as a whole cannot be read: nothing of it is imported. */
  | { ok: false; message: string };

/**
 * Reads the holidays of an iCalendar file (docs/domain.md §14.6): the VEVENTs of one
 * VCALENDAR. Other components (a VTIMEZONE, an event's VALARM) are passed over. A broken line
 * spoils the event it is in, which is reported and left out; a file that is not a calendar at
 * all, or holds no event, is refused whole.
 */
export function readHolidayCalendar(text: string): HolidayCalendar {
  if (text.trim() === '') return { ok: false, message: M.fileEmpty };
  if (text.includes('\u0000')) return { ok: false, message: M.notText };
  const lines = unfoldLines(text);
  const first = lines[0] && parseContentLine(lines[0]);
  const last = lines.at(-1);
  const end = last && parseContentLine(last);
  if (!isComponent(first, 'BEGIN', 'VCALENDAR') || !isComponent(end, 'END', 'VCALENDAR')) {
    return { ok: false, message: M.notCalendar };
  }

  const holidays: FileHoliday[] = [];
  const problems: LineProblem[] = [];
  let event: { line: number; properties: IcsContentLine[]; broken: LineProblem | null } | null =
    null;
  // Components nested in an event (VALARM): their lines are not the event's.
  let nested: string[] = [];
  let eventCount = 0;

  for (const raw of lines.slice(1, -1)) {
    const content = parseContentLine(raw);
    if (!content) {
      const problem = { line: raw.line, message: M.brokenLine(raw.line) };
      if (event) event.broken ??= problem;
      else problems.push(problem);
      continue;
    }
    const component = content.value.trim().toUpperCase();
    if (!event) {
      if (isComponent(content, 'BEGIN', 'VEVENT')) {
        event = { line: content.line, properties: [], broken: null };
        nested = [];
        eventCount++;
      }
      continue;
    }
    if (content.name === 'BEGIN') nested.push(component);
    else if (content.name === 'END' && nested.length > 0) {
      if (nested.at(-1) === component) nested.pop();
    } else if (isComponent(content, 'END', 'VEVENT')) {
      if (event.broken) problems.push(event.broken);
      else {
        const read = holidaysOfEvent(event.line, event.properties);
        if ('problem' in read) problems.push(read.problem);
        else holidays.push(...read.holidays);
      }
      event = null;
    } else if (nested.length === 0) {
      event.properties.push(content);
    }
  }
  if (event) problems.push({ line: event.line, message: M.unclosedEvent(event.line) });
  if (eventCount === 0) return { ok: false, message: M.noEvents };
  return { ok: true, holidays, problems: problems.sort((a, b) => a.line - b.line) };
}

function isComponent(
  content: IcsContentLine | null | undefined,
  keyword: 'BEGIN' | 'END',
  component: string,
): boolean {
  return content?.name === keyword && content.value.trim().toUpperCase() === component;
}
