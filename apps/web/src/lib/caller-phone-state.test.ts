import { describe, expect, it } from 'vitest';
import { callerPhoneOf, callerPhoneState } from './caller-phone-state';

describe('the caller phone handed to the customer list', () => {
  it('is the stored form of the number, read back from the location state', () => {
    expect(callerPhoneState('05009999999')).toEqual({ callerPhone: '05009999999' });
    expect(callerPhoneState('5009999999')).toEqual({ callerPhone: '05009999999' });
    expect(callerPhoneOf(callerPhoneState('05009999999'))).toBe('05009999999');
  });

  it('is null for a page not opened by a call', () => {
    for (const state of [null, undefined, 'x', {}, { callerPhone: 5 }, { callerPhone: '' }]) {
      expect(callerPhoneOf(state)).toBeNull();
    }
  });
});
