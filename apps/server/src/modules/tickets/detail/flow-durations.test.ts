import { describe, expect, it } from 'vitest';
import { spanMilliseconds, splitDuration, sumByDepartment } from './flow-durations.ts';

const at = (iso: string) => new Date(iso);
const ms = (days: number, hours: number, minutes: number, seconds: number) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe('splitDuration', () => {
  it('splits a span into whole days, hours, minutes and seconds', () => {
    expect(splitDuration(ms(2, 3, 4, 5))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(ms(0, 23, 59, 59))).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(splitDuration(ms(1, 0, 0, 0))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('drops the part of a second and treats a negative span as zero', () => {
    expect(splitDuration(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('spanMilliseconds', () => {
  const now = at('2026-03-10T12:00:00Z');

  it('counts to the hand-over, or to now for the current owner', () => {
    const startedAt = at('2026-03-10T10:00:00Z');
    expect(
      spanMilliseconds({ departmentId: 'a', startedAt, endedAt: at('2026-03-10T10:30:00Z') }, now),
    ).toBe(ms(0, 0, 30, 0));
    expect(spanMilliseconds({ departmentId: 'a', startedAt, endedAt: null }, now)).toBe(
      ms(0, 2, 0, 0),
    );
  });
});

describe('sumByDepartment', () => {
  const now = at('2026-03-12T00:00:00Z');

  it('sums the spans of each department in the order it first held the ticket', () => {
    const summary = sumByDepartment(
      [
        {
          departmentId: 'call-centre',
          startedAt: at('2026-03-10T00:00:00Z'),
          endedAt: at('2026-03-10T01:00:30Z'),
        },
        {
          departmentId: 'e-commerce',
          startedAt: at('2026-03-10T01:00:30Z'),
          endedAt: at('2026-03-11T02:00:30Z'),
        },
        {
          departmentId: 'call-centre',
          startedAt: at('2026-03-11T02:00:30Z'),
          endedAt: at('2026-03-11T02:59:59.600Z'),
        },
        { departmentId: 'store', startedAt: at('2026-03-11T23:59:00Z'), endedAt: null },
      ],
      now,
    );
    expect(summary).toEqual([
      // 1 h 0 min 30 s + 59 min 29.6 s: whole milliseconds first, so 1 h 59 min 59 s.
      { departmentId: 'call-centre', duration: { days: 0, hours: 1, minutes: 59, seconds: 59 } },
      { departmentId: 'e-commerce', duration: { days: 1, hours: 1, minutes: 0, seconds: 0 } },
      { departmentId: 'store', duration: { days: 0, hours: 0, minutes: 1, seconds: 0 } },
    ]);
  });

  it('answers nothing for no spans', () => {
    expect(sumByDepartment([], now)).toEqual([]);
  });
});
