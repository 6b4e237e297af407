import { describe, expect, it } from 'vitest';
import { normalizeMobilePhone } from './phone.ts';

describe('normalizeMobilePhone', () => {
  it('writes every usual form of a Turkish mobile number as +905…', () => {
    for (const raw of [
      '05321234567',
      '5321234567',
      '905321234567',
      '+90 532 123 45 67',
      '0090 (532) 123-4567',
    ]) {
      expect(normalizeMobilePhone(raw)).toBe('+905321234567');
    }
  });

  it('refuses landlines and numbers of the wrong length', () => {
    for (const raw of ['02121234567', '0532123456', '053212345678', '', 'telefon yok']) {
      expect(normalizeMobilePhone(raw)).toBeNull();
    }
  });
});
