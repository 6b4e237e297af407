import { describe, expect, it } from 'vitest';
import {
  isCompleteCardNumber,
  sanitizeCardNumberInput,
  shouldNewCardBeActive,
} from './detail-card-number';

describe('card number input', () => {
  it('keeps digits only, at most 13', () => {
    expect(sanitizeCardNumberInput('12ab34 56-7')).toBe('1234567');
    expect(sanitizeCardNumberInput('12345678901234567')).toBe('1234567890123');
    expect(sanitizeCardNumberInput('')).toBe('');
  });

  it('is complete with exactly 13 digits', () => {
    expect(isCompleteCardNumber('1234567890123')).toBe(true);
    expect(isCompleteCardNumber('123456789012')).toBe(false);
    expect(isCompleteCardNumber('123456789012a')).toBe(false);
    expect(isCompleteCardNumber('12345678901234')).toBe(false);
    expect(isCompleteCardNumber(undefined)).toBe(false);
  });
});

describe('shouldNewCardBeActive', () => {
  it('makes the new card active only when no usable card is active', () => {
    expect(shouldNewCardBeActive([])).toBe(true);
    expect(shouldNewCardBeActive([{ isActiveCard: false, isActive: true }])).toBe(true);
    expect(shouldNewCardBeActive([{ isActiveCard: true, isActive: false }])).toBe(true);
    expect(shouldNewCardBeActive([{ isActiveCard: true, isActive: true }])).toBe(false);
  });
});
