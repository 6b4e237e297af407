import { describe, expect, it } from 'vitest';
import { toStoredPhoneNumber } from './rules.ts';

describe('toStoredPhoneNumber', () => {
  it.each([
    ['05321234567', '05321234567'],
    ['905321234567', '05321234567'],
    ['5321234567', '05321234567'],
    ['95321234567', '05321234567'],
    ['+90 (532) 123 45 67', '05321234567'],
    ['0532 123 45 67', '05321234567'],
    ['123', '123'],
  ])('turns %s into %s', (raw, stored) => {
    expect(toStoredPhoneNumber(raw)).toBe(stored);
  });
});
