import { describe, expect, it } from 'vitest';
import { fullName } from '../../../../lib/format';
import { durationText, textOrDash, yesNo } from './detail-format';

describe('durationText', () => {
  it('shows days, hours and minutes', () => {
    expect(durationText({ days: 2, hours: 3, minutes: 15 })).toBe('2 gün 3 saat 15 dk');
    expect(durationText({ days: 0, hours: 0, minutes: 0 })).toBe('0 gün 0 saat 0 dk');
  });
});

describe('textOrDash', () => {
  it('shows a dash for empty values and the text otherwise', () => {
    expect(textOrDash(null)).toBe('-');
    expect(textOrDash(undefined)).toBe('-');
    expect(textOrDash('  ')).toBe('-');
    expect(textOrDash('ABC')).toBe('ABC');
    expect(textOrDash(0)).toBe('0');
  });
});

describe('yesNo and fullName', () => {
  it('say Evet / Hayır and join the name parts', () => {
    expect(yesNo(true)).toBe('Evet');
    expect(yesNo(false)).toBe('Hayır');
    expect(fullName('Ayşe', ' Yılmaz ')).toBe('Ayşe Yılmaz');
    expect(fullName(null, 'Yılmaz')).toBe('Yılmaz');
  });
});
