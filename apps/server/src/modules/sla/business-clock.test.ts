import { describe, expect, it } from 'vitest';
import { createBusinessClock } from './business-clock.ts';

const TZ = 'Europe/Istanbul';
/** Istanbul is UTC+3 all year. */
const local = (text: string) => new Date(`${text}:00+03:00`);

describe('business clock', () => {
  const clock = createBusinessClock(
    [
      { date: '2026-05-19', isFullDay: true },
      { date: '2026-05-26', isFullDay: false },
      { date: '2026-05-27', isFullDay: true },
    ],
    TZ,
  );
  const between = (from: string, to: string) =>
    clock.minuteAt(local(to)) - clock.minuteAt(local(from));

  it('runs with calendar time on working days and weekends', () => {
    expect(between('2026-05-15T10:00', '2026-05-18T10:00')).toBe(3 * 24 * 60);
  });

  it('stands still for the whole of a full-day holiday', () => {
    expect(between('2026-05-18T12:00', '2026-05-20T12:00')).toBe(24 * 60);
    expect(between('2026-05-19T08:00', '2026-05-19T20:00')).toBe(0);
  });

  it('counts a half-day eve until 13:00 only', () => {
    expect(between('2026-05-26T10:00', '2026-05-26T12:00')).toBe(120);
    expect(between('2026-05-26T10:00', '2026-05-26T15:00')).toBe(180);
    expect(between('2026-05-26T14:00', '2026-05-26T18:00')).toBe(0);
  });

  it('starts counting at the end of the holiday for a ticket created on it', () => {
    expect(between('2026-05-19T10:00', '2026-05-20T10:00')).toBe(600);
    // Created on the eve afternoon, through the next full holiday, to the morning after.
    expect(between('2026-05-26T15:00', '2026-05-28T09:00')).toBe(540);
  });

  it('knows which kind of holiday a local date is', () => {
    expect(clock.holidayKindAt(local('2026-05-19T23:30'))).toBe(1);
    expect(clock.holidayKindAt(local('2026-05-26T08:00'))).toBe(2);
    expect(clock.holidayKindAt(local('2026-05-20T00:30'))).toBe(0);
    // 22:30 UTC on the 18th is already the 19th in Istanbul.
    expect(clock.holidayKindAt(new Date('2026-05-18T22:30:00Z'))).toBe(1);
  });

  it('lets a full day win over a half day listed for the same date', () => {
    const twice = createBusinessClock(
      [
        { date: '2026-05-19', isFullDay: false },
        { date: '2026-05-19', isFullDay: true },
      ],
      TZ,
    );
    expect(
      twice.minuteAt(local('2026-05-20T00:00')) - twice.minuteAt(local('2026-05-19T00:00')),
    ).toBe(0);
  });
});
