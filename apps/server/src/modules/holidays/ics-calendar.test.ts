import fs from 'node:fs';
import path from 'node:path';
import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { describe, expect, it } from 'vitest';
import { readHolidayCalendar } from './ics-calendar.ts';
import { isReadable, unfoldLines } from './ics-lines.ts';

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

/** The holidays screen's years in 2026 (docs/domain.md §14.6 List). */
const YEARS = { first: 2023, last: 2027 };

const read = (...events: string[][]) => {
  const result = readHolidayCalendar(calendar(...events), YEARS);
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

  it('finds a broken line: no colon, no name, or a parameter without a value', () => {
    for (const text of ['SUMMARY Zafer Bayramı', ':değer', 'Ad Soyad:x', 'DTSTART;VALUE:1']) {
      expect(isReadable({ line: 1, text })).toBe(false);
    }
    expect(isReadable({ line: 1, text: 'dtstart;VALUE=DATE;X-NOTE="a:b;c":20280101' })).toBe(true);
  });
});

describe('readHolidayCalendar', () => {
  it('reads the 2028 file: Turkish names, a folded line, half days, a feast of three days, the duplicate left to the plan, the broken event reported', () => {
    const result = readHolidayCalendar(FIXTURE, YEARS);
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
    expect(readHolidayCalendar(text, YEARS)).toEqual({
      ok: true,
      holidays: [],
      problems: [{ line: 2, message: M.unclosedEvent(2) }],
    });
  });

  it('refuses whole a file that is empty, binary, not a calendar, or without events', () => {
    expect(readHolidayCalendar(' \r\n', YEARS)).toEqual({ ok: false, message: M.fileEmpty });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\u0000', YEARS)).toEqual({
      ok: false,
      message: M.notText,
    });
    expect(readHolidayCalendar('Ad;Tarih\nYılbaşı;01.01.2028', YEARS)).toEqual({
      ok: false,
      message: M.notCalendar,
    });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT', YEARS)).toEqual({
      ok: false,
      message: M.notCalendar,
    });
    expect(readHolidayCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR', YEARS)).toEqual({
      ok: false,
      message: M.noEvents,
    });
  });
});

describe('repeating holidays', () => {
  /** The holidays of a result as name → dates. */
  const datesByName = (holidays: readonly { name: string; date: string }[]) => {
    const byName: Record<string, string[]> = {};
    for (const { name, date } of holidays) byName[name] = [...(byName[name] ?? []), date];
    return byName;
  };
  const everyYear = (monthDay: string, years = [2023, 2024, 2025, 2026, 2027]) =>
    years.map((year) => `${year}-${monthDay}`);

  it('reads a Google Calendar export: yearly rules in each year of the screen, EXDATE, UNTIL, COUNT, a moved occurrence, a feast of four days, a timed meeting refused', () => {
    const text = fs.readFileSync(
      path.join(import.meta.dirname, 'fixtures', 'google-takvim-tekrarlanan-tatiller.ics'),
      'utf8',
    );
    const result = readHolidayCalendar(text, YEARS);
    if (!result.ok) throw new Error(result.message);
    expect(datesByName(result.holidays)).toEqual({
      Yılbaşı: everyYear('01-01'),
      'Ulusal Egemenlik ve Çocuk Bayramı': everyYear('04-23'),
      'Emek ve Dayanışma Günü': everyYear('05-01', [2023, 2024, 2026, 2027]),
      "Atatürk'ü Anma, Gençlik ve Spor Bayramı": everyYear('05-19', [2023, 2024, 2025]),
      'Demokrasi ve Millî Birlik Günü': everyYear('07-15', [2024, 2025, 2026]),
      'Cumhuriyet Bayramı': everyYear('10-29'),
      'Şirket Kuruluş Günü': [...everyYear('06-12', [2023, 2024, 2026, 2027]), '2025-06-13'],
      'Kurban Bayramı Arifesi': ['2026-05-26'],
      'Kurban Bayramı 1. Gün': ['2026-05-27'],
      'Kurban Bayramı 2. Gün': ['2026-05-28'],
      'Kurban Bayramı 3. Gün': ['2026-05-29'],
      'Kurban Bayramı 4. Gün': ['2026-05-30'],
    });
    const founding = result.holidays.filter((h) => h.name === 'Şirket Kuruluş Günü');
    expect(founding.map((h) => [h.line, h.isFullDay, h.isPublicHoliday])).toEqual([
      [108, false, true],
      [108, false, true],
      [108, false, true],
      [108, false, true],
      [122, false, true],
    ]);
    expect(result.problems).toEqual([{ line: 155, message: M.dateInvalid(155) }]);
  });

  it('stays in the years however the rule runs on, and reports a rule that never falls in them', () => {
    const daily = read(['DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY', 'SUMMARY:Her gün']);
    expect(daily.holidays).toHaveLength(365 * 5 + 1);
    expect(daily.holidays.at(-1)?.date).toBe('2027-12-31');

    const cases = [
      ['DTSTART;VALUE=DATE:20300101', 'RRULE:FREQ=YEARLY', 'SUMMARY:Sonra'],
      ['DTSTART;VALUE=DATE:20100101', 'RRULE:FREQ=YEARLY;UNTIL=20151231', 'SUMMARY:Önce'],
      ['DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=YEARLY;COUNT=2', 'SUMMARY:Bitti'],
    ];
    for (const lines of cases) {
      expect(read(lines)).toMatchObject({
        holidays: [],
        problems: [{ line: 3, message: M.noRepeatInYears(3, 2023, 2027) }],
      });
    }
  });
});
