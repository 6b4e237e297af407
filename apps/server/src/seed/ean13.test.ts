import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, toEan13 } from './ean13.ts';

describe('ean13CheckDigit', () => {
  it('matches barcodes printed on real products', () => {
    // 4006381333931 is the textbook example; 8690637000012-style Turkish codes follow.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('869000000000')).toBe(5);
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(toEan13('869100000003')).toMatch(/^\d{13}$/);
  });

  it('refuses anything but 12 digits', () => {
    expect(() => ean13CheckDigit('86912345678')).toThrow();
    expect(() => ean13CheckDigit('86912345678a')).toThrow();
  });
});

describe('isValidEan13', () => {
  it('accepts a correct code and rejects a changed digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });
});
