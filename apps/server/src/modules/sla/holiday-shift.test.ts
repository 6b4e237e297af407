import { describe, expect, it } from 'vitest';
import { shiftSlaClock } from '../../test/sla-oracle.ts';
import { createBusinessClock, type Holiday } from './business-clock.ts';
import { holidayShiftOf } from './holiday-shift.ts';

const TZ = 'Europe/Istanbul';
const local = (text: string) => new Date(`${text}:00+03:00`);
const HOUR = 60;

/** A ticket created at `created` with a 48-hour SLA on the clock of `holidays`. */
function ticketOn(holidays: Holiday[], created: string, stoppedAt?: string) {
  const clock = createBusinessClock(holidays, TZ);
  const createdAt = local(created);
  return {
    createdAt,
    slaDeadlineBm: clock.minuteAt(createdAt) + 48 * HOUR,
    slaStoppedAtBm: stoppedAt ? clock.minuteAt(local(stoppedAt)) : null,
    slaExceededNotifiedDeadlineBm: null as number | null,
  };
}

/** Remaining minutes at `now` after the holidays went from `before` to `after`. */
function remainingAfterChange(
  before: Holiday[],
  after: Holiday[],
  ticket: ReturnType<typeof ticketOn>,
  now: string,
) {
  const newClock = createBusinessClock(after, TZ);
  const nowBm = newClock.minuteAt(local(now));
  const shifted = shiftSlaClock(ticket, holidayShiftOf(before, after, TZ), nowBm);
  return {
    shifted,
    remaining: (shifted.slaDeadlineBm as number) - (shifted.slaStoppedAtBm ?? nowBm),
  };
}

const existing: Holiday[] = [{ date: '2027-10-29', isFullDay: true }];

describe('holidayShiftOf', () => {
  it('finds the stretches a change flipped, and none for a change of name or kind only', () => {
    const added = holidayShiftOf(
      existing,
      [...existing, { date: '2027-11-02', isFullDay: true }],
      TZ,
    );
    expect(added.windows).toEqual([
      {
        startMs: local('2027-11-02T00:00').getTime(),
        endMs: local('2027-11-03T00:00').getTime(),
        sign: -1,
        startBm: createBusinessClock(existing, TZ).minuteAt(local('2027-11-02T00:00')),
      },
    ]);
    const halfToFull = holidayShiftOf(
      [{ date: '2027-10-28', isFullDay: false }],
      [{ date: '2027-10-28', isFullDay: true }],
      TZ,
    );
    expect(halfToFull.windows.map((w) => [w.startMs, w.endMs, w.sign])).toEqual([
      [local('2027-10-28T00:00').getTime(), local('2027-10-28T13:00').getTime(), -1],
    ]);
    const fullToHalf = holidayShiftOf(
      [{ date: '2027-10-28', isFullDay: true }],
      [{ date: '2027-10-28', isFullDay: false }],
      TZ,
    );
    expect(fullToHalf.windows.map((w) => w.sign)).toEqual([1]);
    // A second holiday on a full day changes no minute.
    expect(
      holidayShiftOf(existing, [...existing, { date: '2027-10-29', isFullDay: false }], TZ),
    ).toEqual({ windows: [] });
  });
});

describe('shiftSlaClock: the time used is counted again on the new clock', () => {
  const now = '2027-11-04T10:00';

  it('gives a running ticket back a holiday added between its creation and now', () => {
    const after = [...existing, { date: '2027-11-02', isFullDay: true }];
    const ticket = ticketOn(existing, '2027-11-01T10:00');
    // 72 hours since creation, 24 of them now a holiday: 48 - 48 = 0 left.
    expect(remainingAfterChange(existing, after, ticket, now).remaining).toBeCloseTo(0, 6);
    const withoutChange =
      ticket.slaDeadlineBm - createBusinessClock(existing, TZ).minuteAt(local(now));
    expect(withoutChange).toBeCloseTo(-24 * HOUR, 6);
  });

  it('leaves alone a ticket created after the added holiday, and one whose holiday is still ahead', () => {
    const pastHoliday = [...existing, { date: '2027-10-20', isFullDay: true }];
    const created = ticketOn(existing, '2027-11-03T10:00');
    const { shifted, remaining } = remainingAfterChange(existing, pastHoliday, created, now);
    expect(remaining).toBeCloseTo(24 * HOUR, 6);
    // Its stored minutes move with the clock all the same.
    expect(shifted.slaDeadlineBm).toBeCloseTo(created.slaDeadlineBm - 24 * HOUR, 6);

    const future = [...existing, { date: '2027-11-05', isFullDay: true }];
    const running = ticketOn(existing, '2027-11-03T10:00');
    const ahead = remainingAfterChange(existing, future, running, now);
    expect(ahead.remaining).toBeCloseTo(24 * HOUR, 6);
    expect(ahead.shifted.slaDeadlineBm).toBe(running.slaDeadlineBm);
  });

  it('counts a half day from 13:00 and a changed eve by its morning', () => {
    const halfDay = [...existing, { date: '2027-11-02', isFullDay: false }];
    const ticket = ticketOn(existing, '2027-11-01T10:00');
    // 72 hours since creation, 11 of them (13:00 to midnight) now a holiday.
    expect(remainingAfterChange(existing, halfDay, ticket, now).remaining).toBeCloseTo(
      -13 * HOUR,
      6,
    );
    const fullDay = [...existing, { date: '2027-11-02', isFullDay: true }];
    const onHalfClock = ticketOn(halfDay, '2027-11-01T10:00');
    expect(remainingAfterChange(halfDay, fullDay, onHalfClock, now).remaining).toBeCloseTo(0, 6);
  });

  it('gives a paused ticket the holiday added before its pause, not the one after', () => {
    const before = [...existing];
    const ticket = ticketOn(before, '2027-11-01T10:00', '2027-11-03T10:00');
    const beforePause = [...existing, { date: '2027-11-02', isFullDay: true }];
    // Used 48 hours until the pause, 24 of them now a holiday.
    expect(remainingAfterChange(before, beforePause, ticket, now).remaining).toBeCloseTo(
      24 * HOUR,
      6,
    );
    const afterPause = [...existing, { date: '2027-11-04', isFullDay: true }];
    expect(remainingAfterChange(before, afterPause, ticket, now).remaining).toBeCloseTo(0, 6);
  });

  it('keeps the overdue notice while still overdue, and clears it once time is left', () => {
    const overdue = { ...ticketOn(existing, '2027-10-30T10:00') };
    overdue.slaExceededNotifiedDeadlineBm = overdue.slaDeadlineBm;
    const oneDay = [...existing, { date: '2027-11-02', isFullDay: true }];
    const still = remainingAfterChange(existing, oneDay, overdue, now).shifted;
    expect(still.slaExceededNotifiedDeadlineBm).toBe(still.slaDeadlineBm);
    const fourDays = ['2027-10-31', '2027-11-01', '2027-11-03'].map((date) => ({
      date,
      isFullDay: true,
    }));
    // 120 hours since creation, 96 of them now holidays: 24 of 48 left.
    const back = remainingAfterChange(existing, [...oneDay, ...fourDays], overdue, now);
    expect(back.remaining).toBeCloseTo(24 * HOUR, 6);
    expect(back.shifted.slaExceededNotifiedDeadlineBm).toBeNull();
  });
});
