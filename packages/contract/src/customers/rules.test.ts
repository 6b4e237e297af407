import { describe, expect, it } from 'vitest';
import { phoneInputValue, phoneSearchValue, toStoredPhoneNumber } from './rules.ts';

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

describe('phoneInputValue', () => {
  it.each([
    ['0538 852 47 22', '05388524722'],
    ['+90 538 852 47 22', '05388524722'],
    ['+90 (538) 852-47-22', '05388524722'],
    ['0090 538 852 47 22', '05388524722'],
    ['905388524722', '05388524722'],
    ['9053', '9053'],
    ['05a38', '0538'],
  ])('turns %s into %s', (raw, value) => {
    expect(phoneInputValue(raw)).toBe(value);
  });
});

describe('phoneSearchValue', () => {
  it.each([
    ['0538 852 47 22', '05388524722', true],
    ['+90 538 852 47 22', '05388524722', true],
    ['90538852', '0538852', true],
    ['0090 538', '0538', true],
    ['538 852', '538852', false],
    ['905', '905', false],
  ])('searches %s as %s (from the start: %s)', (raw, digits, fromStart) => {
    expect(phoneSearchValue(raw)).toEqual({ digits, fromStart });
  });
});
