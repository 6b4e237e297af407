import { describe, expect, it } from 'vitest';
import { formatBusinessDateTime, parseBusinessDateTime, timeZoneOffsetMinutes } from './time.ts';

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

describe('formatBusinessDateTime', () => {
  it('shows the wall clock of the zone as DD.MM.YYYY HH:mm', () => {
    const instant = new Date('2026-03-01T21:05:00Z');
    expect(formatBusinessDateTime(instant, 'Europe/Istanbul')).toBe('02.03.2026 00:05');
    expect(formatBusinessDateTime(instant, 'UTC')).toBe('01.03.2026 21:05');
  });

  it('follows a daylight-saving change within the same hour of the cache', () => {
    // Berlin goes from +1 to +2 at 01:00 UTC on 2026-03-29.
    expect(formatBusinessDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(
      '29.03.2026 01:59',
    );
    expect(formatBusinessDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(
      '29.03.2026 03:00',
    );
  });
});
