import { HOLIDAY_MESSAGES as M } from '@ccms/contract/holidays';
import { describe, expect, it } from 'vitest';
import { holidayNameKey, planHolidayImport, type StoredHoliday } from './import-plan.ts';

const holiday = (line: number, date: string, name: string, isFullDay = true, isPublic = true) => ({
  line,
  date,
  name,
  isFullDay,
  isPublicHoliday: isPublic,
});
const stored = (date: string, name: string, isFullDay = true, isPublic = true): StoredHoliday => ({
  id: `${date}-${name}`,
  date,
  name,
  isFullDay,
  isPublicHoliday: isPublic,
});

describe('planHolidayImport', () => {
  it('adds new holidays, changes a known one of another kind and skips a known one alike', () => {
    const plan = planHolidayImport(
      [
        holiday(3, '2028-01-01', 'Yılbaşı'),
        holiday(9, '2028-10-28', 'Cumhuriyet Bayramı Arifesi', false),
        holiday(15, '2028-10-29', 'Cumhuriyet Bayramı'),
      ],
      [],
      [stored('2028-01-01', 'YILBAŞI'), stored('2028-10-28', 'Cumhuriyet Bayramı Arifesi')],
    );
    expect(plan.items.map((item) => [item.line, item.outcome, item.reason, item.previous])).toEqual(
      [
        [3, 'skip', M.alreadyRecorded, null],
        [9, 'change', null, { isFullDay: true, isPublicHoliday: true }],
        [15, 'add', null, null],
      ],
    );
    expect(plan.inserts).toEqual([
      { date: '2028-10-29', name: 'Cumhuriyet Bayramı', isFullDay: true, isPublicHoliday: true },
    ]);
    expect(plan.updates).toEqual([
      {
        before: stored('2028-10-28', 'Cumhuriyet Bayramı Arifesi'),
        after: { ...stored('2028-10-28', 'Cumhuriyet Bayramı Arifesi'), isFullDay: false },
      },
    ]);
    expect(plan).toMatchObject({ addedCount: 1, changedCount: 1, skippedCount: 1, errorCount: 0 });
  });

  it('skips a holiday the file gives twice, naming the first line, and keeps another name on the same date', () => {
    const plan = planHolidayImport(
      [
        holiday(5, '2023-04-23', 'Ulusal Egemenlik ve Çocuk Bayramı'),
        holiday(7, '2023-04-23', 'Ramazan Bayramı 3. Gün', true, false),
        holiday(9, '2023-04-23', 'ulusal  egemenlik ve ÇOCUK bayramı', false),
      ],
      [],
      [],
    );
    expect(plan.items.map((item) => [item.line, item.outcome, item.reason])).toEqual([
      [5, 'add', null],
      [7, 'add', null],
      [9, 'skip', M.duplicateInFile(5)],
    ]);
    expect(plan.inserts).toHaveLength(2);
  });

  it('lists unread events as errors in line order and imports nothing for them', () => {
    const plan = planHolidayImport(
      [holiday(3, '2028-01-01', 'Yılbaşı'), holiday(20, '2028-05-01', 'Emek ve Dayanışma Günü')],
      [{ line: 12, message: M.brokenLine(12) }],
      [],
    );
    expect(plan.items.map((item) => [item.line, item.outcome, item.reason])).toEqual([
      [3, 'add', null],
      [12, 'error', M.brokenLine(12)],
      [20, 'add', null],
    ]);
    expect(plan).toMatchObject({ addedCount: 2, errorCount: 1 });
  });

  it('compares names the Turkish way, spaces aside', () => {
    expect(holidayNameKey('  ZAFER   BAYRAMI ')).toBe(holidayNameKey('zafer bayramı'));
    expect(holidayNameKey('İŞÇİ')).toBe('işçi');
  });
});
