import { describe, expect, it } from 'vitest';
import { checkSla, RULE_SET_MESSAGES as M } from './rule-sets.ts';

describe('checkSla', () => {
  it('refuses an empty value', () => {
    for (const empty of [null, undefined, Number.NaN]) {
      for (const unlimited of [false, true]) {
        expect(checkSla(empty, unlimited)).toEqual({
          ok: false,
          reason: 'required',
          message: 'SLA süresi boş olamaz',
        });
      }
    }
  });

  it('refuses hours on a set with unlimited SLA, and lets 0 through', () => {
    expect(checkSla(12, true)).toEqual({
      ok: false,
      reason: 'unlimited',
      message: 'SLA süresi sınırsız olan kural setlerinin sla süreleri olamaz.',
    });
    expect(checkSla(0, true)).toEqual({ ok: true, sla: 0 });
  });

  it('refuses negative, fractional and too large values', () => {
    const notWhole = { ok: false, reason: 'notWholeHours', message: M.slaNegative };
    expect(checkSla(-1, false)).toEqual(notWhole);
    expect(checkSla(-1, true)).toEqual(notWhole);
    expect(checkSla(1.5, false)).toEqual(notWhole);
    expect(checkSla(8761, false)).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: 'SLA süresi en fazla 8760 saat olabilir.',
    });
  });

  it('accepts whole hours from 0 to a year', () => {
    for (const hours of [0, 1, 48, 8760])
      expect(checkSla(hours, false)).toEqual({ ok: true, sla: hours });
  });
});
