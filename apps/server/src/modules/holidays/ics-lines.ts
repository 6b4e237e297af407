import ICAL from 'ical.js';

/*
 * Where things are in the file. ical.js reads the content lines but numbers none of them, and a
 * problem names its line (docs/domain.md §14.6 Bad files): so the file is unfolded and cut into
 * its events here, each event then read by ical.js on its own, so that one broken event does not
 * spoil the others.
 */

/** An event as ical.js reads it. */
export type IcsEvent = InstanceType<typeof ICAL.Component>;

/** An unfolded content line and the physical line it starts on (1-based). */
export type IcsLine = { line: number; text: string };

/** The lines of one VEVENT, its BEGIN:VEVENT and END:VEVENT included. */
export type EventLines = { line: number; lines: IcsLine[] };

/** Splits on CRLF, LF or CR; a line that starts with a space or a tab continues the one before. */
export function unfoldLines(text: string): IcsLine[] {
  const lines: IcsLine[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const last = lines.at(-1);
      if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
      else if (raw.trim() !== '') lines.push({ line: index + 1, text: raw });
    });
  return lines;
}

/** `BEGIN:VEVENT`, `end:vcalendar`…: whether the line opens or closes that component. */
export function isDelimiter(line: IcsLine | undefined, keyword: 'BEGIN' | 'END', name: string) {
  return line !== undefined && new RegExp(`^${keyword}:\\s*${name}\\s*$`, 'i').test(line.text);
}

const PROPERTY_NAME = /^[a-z0-9-]+$/;

/**
 * A component's BEGIN or END, or a line ical.js reads as `NAME;PARAM=value:value` with a name
 * that is a name.
 */
export function isReadable({ text }: IcsLine): boolean {
  if (/^(BEGIN|END):\s*[a-z0-9-]+\s*$/i.test(text)) return true;
  try {
    const [name] = ICAL.parse.property(text) as [string];
    return PROPERTY_NAME.test(name);
  } catch {
    return false;
  }
}

/**
 * The events between BEGIN:VEVENT and END:VEVENT, and the lines outside them; an event that
 * never ends is `unclosed`.
 */
export function cutEvents(lines: readonly IcsLine[]) {
  const events: EventLines[] = [];
  const outside: IcsLine[] = [];
  const unclosed: EventLines[] = [];
  let open: EventLines | null = null;
  for (const line of lines) {
    if (isDelimiter(line, 'BEGIN', 'VEVENT')) {
      if (open) unclosed.push(open);
      open = { line: line.line, lines: [line] };
    } else if (!open) {
      outside.push(line);
    } else {
      open.lines.push(line);
      if (isDelimiter(line, 'END', 'VEVENT')) {
        events.push(open);
        open = null;
      }
    }
  }
  if (open) unclosed.push(open);
  return { events, outside, unclosed };
}

const DATE_PROPERTY =
  /^(DTSTART|DTEND|EXDATE|RDATE|RECURRENCE-ID)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)$/i;

/**
 * The text ical.js reads for an event. A bare `DTSTART:20280101` is a day as calendars mean it,
 * though a date-time is the default type: it is read as `VALUE=DATE`.
 */
export function eventText({ lines }: EventLines): string {
  return lines
    .map(({ text }) => {
      const bare = DATE_PROPERTY.exec(text);
      if (!bare || /;VALUE=/i.test(bare[2] ?? '')) return text;
      return `${bare[1]}${bare[2]};VALUE=DATE:${bare[3]}`;
    })
    .join('\r\n');
}
