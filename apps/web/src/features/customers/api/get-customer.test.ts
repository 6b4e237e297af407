import { describe, expect, it } from 'vitest';
import { isCustomerId } from './get-customer';

describe('isCustomerId', () => {
  it('accepts a uuid and nothing else', () => {
    expect(isCustomerId('5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11')).toBe(true);
    expect(isCustomerId('123')).toBe(false);
    expect(isCustomerId('')).toBe(false);
    expect(isCustomerId(undefined)).toBe(false);
  });
});
