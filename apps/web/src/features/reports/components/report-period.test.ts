import { describe, expect, it } from 'vitest';
import { isValidPeriod, periodDays, presetPeriod, previousPeriod } from './report-period';

// Thursday 27 November 2026, in the afternoon.
const today = new Date(2026, 10, 27, 15, 30);

describe('report period presets', () => {
  it('turn into the days they cover, today included', () => {
    expect(presetPeriod('today', today)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetPeriod('thisWeek', today)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(presetPeriod('last7', today)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('last30', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetPeriod('last90', today)).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(presetPeriod('custom', today)).toBeNull();
  });

  it("start 'Bu hafta' on the Monday, and on a Monday or Sunday too", () => {
    expect(presetPeriod('thisWeek', new Date(2026, 10, 23))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(presetPeriod('thisWeek', new Date(2026, 10, 29))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});

describe('the previous period', () => {
  it('has the same length and ends the day before', () => {
    const period = { from: '2026-10-29', to: '2026-11-27' };
    expect(periodDays(period)).toBe(30);
    expect(previousPeriod(period)).toEqual({ from: '2026-09-29', to: '2026-10-28' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });
});

describe('a custom period', () => {
  it('needs two real days in order, at most 366 days apart', () => {
    expect(isValidPeriod({ from: '2026-11-01', to: '2026-11-27' })).toBe(true);
    expect(isValidPeriod({ from: '2026-11-27', to: '2026-11-01' })).toBe(false);
    expect(isValidPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isValidPeriod({ from: '2025-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidPeriod({ from: '2025-01-01', to: '2026-01-02' })).toBe(false);
    expect(isValidPeriod({ from: '2026-11-01' })).toBe(false);
  });
});
