import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input';

describe('the money field', () => {
  it('takes what people type or paste, Turkish separators first', () => {
    expect(parseMoneyInput('150,50')).toBe(150.5);
    expect(parseMoneyInput('1.250,50')).toBe(1250.5);
    expect(parseMoneyInput('150.5')).toBe(150.5);
    expect(parseMoneyInput('150,50 TL')).toBe(150.5);
    expect(parseMoneyInput('yüz')).toBeNaN();
  });

  it('shows the amount with a thousands dot and a decimal comma', () => {
    expect(formatMoneyInput(150.5)).toBe('150,50');
    expect(formatMoneyInput('1250.5')).toBe('1.250,50');
    expect(formatMoneyInput(undefined)).toBe('');
  });

  it('shows again what it read from the typed text', () => {
    expect(formatMoneyInput(parseMoneyInput('1.250,5'))).toBe('1.250,50');
  });
});
