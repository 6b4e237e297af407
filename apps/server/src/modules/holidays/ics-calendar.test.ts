import fs from 'node:fs';
import path from 'node:path';
import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { describe, expect, it } from 'vitest';
import { readHolidayCalendar } from './ics-calendar.ts';
import { parseContentLine, splitTextList, unescapeText, unfoldLines } from './ics-lines.ts';

const FIXTURE = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures', 'turkiye-tatilleri-2028.ics'),
  'utf8',
);

/** A calendar of the given event lines, CRLF-separated as the standard writes it. */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

const read = (...events: string[][]) => {
  const result = readHolidayCalendar(calendar(...events));
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('iCalendar lines', () => {
  it('unfolds continued lines and takes CRLF, LF and CR alike, numbering physical lines', () => {
    expect(unfoldLines('\uFEFFA:1\r\nSUMMARY:Ulusal\r\n  Egemenlik\n\tve\rB:2\r\n\r\n')).toEqual([
      { line: 1, text: 'A:1' },
      { line: 2, text: 'SUMMARY:Ulusal Egemenlikve' },
      { line: 5, text: 'B:2' },
    ]);
  });

  it('reads names, parameters (quoted ones may hold : and ;) and values', () => {
    expect(
      parseContentLine({ line: 3, text: 'dtstart;VALUE=DATE;X-NOTE="a:b;c":20280101' }),
    ).toEqual({
      line: 3,
      name: 'DTSTART',
      params: { VALUE: 'DATE', 'X-NOTE': 'a:b;c' },
      value: '20280101',
    });
    expect(parseContentLine({ line: 1, text: 'SUMMARY:Saat 13:00' })?.value).toBe('Saat 13:00');
  });

  it('finds a broken line: no colon, no name, or a parameter without a value', () => {
    for (const text of ['SUMMARY Zafer Bayramı', ':değer', 'Ad Soyad:x', 'DTSTART;VALUE:1']) {
      expect(parseContentLine({ line: 1, text })).toBeNull();
    }
  });

  it('unescapes text values and splits lists on commas that are not escaped', () => {
    expect(unescapeText('Emek\\, Dayanışma\\; Bayram\\nGünü \\\\')).toBe(
      'Emek, Dayanışma; Bayram Günü \\',
    );
    expect(splitTextList('Resmi, Yarım Gün,Not\\, ayrı,')).toEqual([
      'Resmi',
      'Yarım Gün',
      'Not, ayrı',
    ]);
  });
});

describe('readHolidayCalendar', () => {
  it('reads the 2028 file: Turkish names, a folded line, half days, a feast of three days, the duplicate left to the plan, the broken event reported', () => {
    const result = readHolidayCalendar(FIXTURE);
    if (!result.ok) throw new Error(result.message);
    expect(result.holidays.map(({ line: _line, ...holiday }) => holiday)).toEqual([
      { date: '2028-01-01', name: 'Yılbaşı', isFullDay: true, isPublicHoliday: true },
      {
        date: '2028-02-25',
        name: 'Ramazan Bayramı Arifesi',
        isFullDay: false,
        isPublicHoliday: false,
      },
      {
        date: '2028-02-26',
        name: 'Ramazan Bayramı 1. Gün',
        isFullDay: true,
        isPublicHoliday: false,
      },
      {
        date: '2028-02-27',
        name: 'Ramazan Bayramı 2. Gün',
        isFullDay: true,
        isPublicHoliday: false,
      },
      {
        date: '2028-02-28',
        name: 'Ramazan Bayramı 3. Gün',
        isFullDay: true,
        isPublicHoliday: false,
      },
      {
        date: '2028-04-23',
        name: 'Ulusal Egemenlik ve Çocuk Bayramı',
        isFullDay: true,
        isPublicHoliday: true,
      },
      {
        date: '2028-05-01',
        name: 'Emek ve Dayanışma Günü',
        isFullDay: true,
        isPublicHoliday: true,
      },
      {
        date: '2028-10-28',
        name: 'Cumhuriyet Bayramı Arifesi',
        isFullDay: false,
        isPublicHoliday: true,
      },
      { date: '2028-10-29', name: 'Cumhuriyet Bayramı', isFullDay: true, isPublicHoliday: true },
      { date: '2028-10-29', name: 'Cumhuriyet bayramı', isFullDay: true, isPublicHoliday: true },
    ]);
    expect(result.problems).toEqual([{ line: 62, message: M.brokenLine(62) }]);
    // Each holiday points at its event's BEGIN:VEVENT line.
    expect(result.holidays[0]?.line).toBe(15);
  });

  it('reads categories in any case, with or without Turkish letters, over several lines', () => {
    const { holidays } = read(
      ['DTSTART:20280101', 'SUMMARY:A', 'CATEGORIES:yarim gun', 'CATEGORIES:DINI'],
      ['DTSTART;VALUE=DATE:20280102', 'SUMMARY:B', 'CATEGORIES:Holidays,resmi tatil'],
      ['DTSTART;VALUE=DATE:20280103', 'SUMMARY:C'],
    );
    expect(holidays.map((h) => [h.name, h.isFullDay, h.isPublicHoliday])).toEqual([
      ['A', false, false],
      ['B', true, true],
      ['C', true, true],
    ]);
  });

  it('spreads DTEND and DURATION over their days', () => {
    const { holidays } = read(
      ['DTSTART;VALUE=DATE:20281231', 'DURATION:P2D', 'SUMMARY:Yeni Yıl'],
      ['DTSTART;VALUE=DATE:20280301', 'DTEND;VALUE=DATE:20280302', 'SUMMARY:Tek'],
    );
    expect(holidays.map((h) => [h.date, h.name])).toEqual([
      ['2028-12-31', 'Yeni Yıl 1. Gün'],
      ['2029-01-01', 'Yeni Yıl 2. Gün'],
      ['2028-03-01', 'Tek'],
    ]);
  });

  it('reports an unreadable event by its line and keeps the others', () => {
    const good = ['DTSTART;VALUE=DATE:20280101', 'SUMMARY:İyi'];
    // [the second event's lines, the message, its line: the event's (7) or the date's (8)]
    const cases: [string[], (line: number) => string, number][] = [
      [['SUMMARY:Tarihsiz'], M.dateMissing, 7],
      [['DTSTART:20280101T090000', 'SUMMARY:Saatli'], M.dateInvalid, 8],
      [['DTSTART;VALUE=DATE-TIME:20280101', 'SUMMARY:Saatli'], M.dateInvalid, 8],
      [['DTSTART;VALUE=DATE:20280230', 'SUMMARY:Yok'], M.dateInvalid, 8],
      [['DTSTART;VALUE=DATE:18990101', 'SUMMARY:Eski'], M.dateOutOfRange, 8],
      [['DTSTART;VALUE=DATE:20280102', 'SUMMARY: '], M.nameMissing, 7],
      [['DTSTART;VALUE=DATE:20280102', 'SUMMARY:X', 'CATEGORIES:Resmi,Dini'], M.bothKinds, 7],
    ];
    for (const [lines, message, line] of cases) {
      const result = read(good, lines);
      expect(result.holidays.map((h) => h.name)).toEqual(['İyi']);
      expect(result.problems).toEqual([{ line, message: message(line) }]);
    }
    const backwards = read([
      'DTSTART;VALUE=DATE:20280105',
      'DTEND;VALUE=DATE:20280105',
      'SUMMARY:X',
    ]);
    expect(backwards.problems).toEqual([{ line: 5, message: M.endBeforeStart(5) }]);
    const long = read(['DTSTART;VALUE=DATE:20280101', 'DURATION:P3W', 'SUMMARY:Uzun']);
    expect(long.problems).toEqual([{ line: 5, message: M.tooManyDays(5, 15) }]);
  });

  it('reports an event that never ends', () => {
    const text =
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20280101\r\nSUMMARY:A\r\nEND:VCALENDAR';
    expect(readHolidayCalendar(text)).toEqual({
      ok: true,
      holidays: [],
      problems: [{ line: 2, message: M.unclosedEvent(2) }],
    });
  });

  it('refuses whole a file that is empty, binary, not a calendar, or without events', () => {
    expect(readHolidayCalendar(' \r\n')).toEqual({ ok: false, message: M.fileEmpty });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\u0000')).toEqual({ ok: false, message: M.notText });
    expect(readHolidayCalendar('Ad;Tarih\nYılbaşı;01.01.2028')).toEqual({
      ok: false,
      message: M.notCalendar,
    });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT')).toEqual({
      ok: false,
      message: M.notCalendar,
    });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR')).toEqual({
      ok: false,
      message: M.noEvents,
    });
  });
});
