import { describe, expect, it } from 'vitest';
import { parseBusinessDateTime, timeZoneOffsetMinutes } from './time.ts';

describe('parseBusinessDateTime', () => {
  it('reads the list filter format as Istanbul wall-clock time', () => {
    expect(parseBusinessDateTime('2026.11.22 09:30', 'Europe/Istanbul')?.toISOString()).toBe(
      '2026-11-22T06:30:00.000Z',
    );
  });

  it('reads a bare date as midnight in Istanbul', () => {
    expect(parseBusinessDateTime('2026-01-05', 'Europe/Istanbul')?.toISOString()).toBe(
      '2026-01-04T21:00:00.000Z',
    );
  });

  it('takes an instant with a zone as it is', () => {
    expect(parseBusinessDateTime('2026-01-05T10:00:00Z', 'Europe/Istanbul')?.toISOString()).toBe(
      '2026-01-05T10:00:00.000Z',
    );
  });

  it('refuses impossible dates and other text', () => {
    expect(parseBusinessDateTime('2026.02.30 10:00', 'Europe/Istanbul')).toBeNull();
    expect(parseBusinessDateTime('yarın', 'Europe/Istanbul')).toBeNull();
    expect(parseBusinessDateTime('2026-13-01', 'Europe/Istanbul')).toBeNull();
  });

  it('follows daylight saving where the zone has it', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(timeZoneOffsetMinutes(new Date('2026-01-01T12:00:00Z'), 'Europe/Berlin')).toBe(60);
  });
});
