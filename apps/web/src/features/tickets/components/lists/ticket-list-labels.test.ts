import { describe, expect, it } from 'vitest';
import { moneyText } from './ticket-list-labels';

describe('ticket list labels', () => {
  it('writes money with two decimals and TL', () => {
    expect(moneyText(1250.5)).toBe('1.250,50 TL');
    expect(moneyText(null)).toBe('');
    expect(moneyText(undefined)).toBe('');
  });
});
