import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatMoneyTr,
  formatNumberTr,
  formatPercentTr,
  parseAmountTr,
} from './turkish-format.ts';

describe('Turkish number formats', () => {
  it('groups thousands with a dot and writes decimals after a comma', () => {
    expect(formatNumberTr(-8327.66, 1, true)).toBe('-8.327,7');
    expect(formatNumberTr(24, 1, true)).toBe('24,0');
    expect(formatNumberTr(1234567)).toBe('1.234.567');
  });

  it('writes a share with the percent sign first and one decimal at most', () => {
    expect(formatPercentTr(-34697.43)).toBe('%-34.697,4');
    expect(formatPercentTr(45)).toBe('%45');
    expect(formatPercentTr(99.74)).toBe('%99,7');
  });

  it('writes money with two decimals and TL', () => {
    expect(formatMoneyTr(150.5)).toBe('150,50 TL');
    expect(formatMoneyTr(1250)).toBe('1.250,00 TL');
    expect(formatMoneyTr(null)).toBe('');
  });
});

describe('parseAmountTr', () => {
  it.each([
    ['150,50', 150.5],
    ['150,5 TL', 150.5],
    ['1.250,50', 1250.5],
    ['1.250', 1250],
    ['150.5', 150.5],
    [' 42 ', 42],
    ['1 250,00 ₺', 1250],
  ])('reads %s as %s', (text, amount) => {
    expect(parseAmountTr(text)).toBe(amount);
  });

  it.each(['', 'TL', 'abc', '1,2,3', '12a'])('finds no amount in %j', (text) => {
    expect(parseAmountTr(text)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [200, '3 sa 20 dk'],
    [-(2 * 1440 + 4 * 60 + 59), '2 gün 4 sa'],
    [1440, '1 gün'],
    [1440 + 5, '1 gün'],
    [120, '2 sa'],
    [45, '45 dk'],
    [0, '0 dk'],
    [-499_662, '346 gün 23 sa'],
    [2_000 * 1440, '2.000 gün'],
  ])('writes %s minutes on screen as %s', (minutes, text) => {
    expect(formatDuration(minutes, 'short')).toBe(text);
  });

  it.each([
    [125, '2 saat 5 dakika'],
    [-65, '1 saat 5 dakika'],
    [45, '45 dakika'],
    [0, '0 dakika'],
    [3 * 1440 + 4 * 60, '3 gün 4 saat'],
    [1440 + 5, '1 gün 5 dakika'],
    [2 * 1440 + 3 * 60 + 7.4, '2 gün 3 saat 7 dakika'],
  ])('writes %s minutes in a message as %s', (minutes, text) => {
    expect(formatDuration(minutes, 'long')).toBe(text);
  });
});
