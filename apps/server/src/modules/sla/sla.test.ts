import { describe, expect, it } from 'vitest';
import { createBusinessClock } from './business-clock.ts';
import { slaAtCreation } from './calendar.ts';
import { REMAINING_SLA_STATUS, slaStatusOfPercentage, toSlaView } from './sla.ts';
import { restartSlaClock, type SlaClockColumns, stopSlaClock } from './transitions.ts';

/** What the SQL of sla.ts computes from the stored columns, for checking them here. */
function remainingBusinessMinutes(columns: SlaClockColumns, nowBm: number): number | null {
  if (columns.slaDeadlineBm === null) return null;
  return columns.slaDeadlineBm - (columns.slaStoppedAtBm ?? nowBm);
}

const local = (text: string) => new Date(`${text}:00+03:00`);
const clock = createBusinessClock(
  [
    { date: '2026-05-19', isFullDay: true },
    { date: '2026-05-26', isFullDay: false },
  ],
  'Europe/Istanbul',
);
const at = (text: string) => clock.minuteAt(local(text));

/** A 24-hour ticket created at `created`, as creation stores it. */
function ticket(created: string, hours = 24) {
  const { slaMinutes, slaDeadlineBm } = slaAtCreation(
    { sla: hours, isDeletedFromSLA: false },
    local(created),
    clock,
  );
  return {
    slaMinutes: slaMinutes as number,
    columns: { slaDeadlineBm, slaStoppedAtBm: null, slaExceededNotifiedDeadlineBm: null },
  };
}

describe('the SLA clock of a ticket', () => {
  it('does not count a full-day holiday', () => {
    const { columns } = ticket('2026-05-18T12:00');
    // 24 h from Monday noon would end Tuesday noon; Tuesday is a holiday, so Wednesday noon.
    expect(remainingBusinessMinutes(columns, at('2026-05-20T11:00'))).toBe(60);
    expect(remainingBusinessMinutes(columns, at('2026-05-20T12:00'))).toBe(0);
  });

  it('counts a half-day eve until 13:00 only', () => {
    const { columns } = ticket('2026-05-26T12:00', 1);
    expect(remainingBusinessMinutes(columns, at('2026-05-26T12:30'))).toBe(30);
    // After 13:00 the clock stands: still 0 left at 17:00, and the hour ends at 00:30.
    expect(remainingBusinessMinutes(columns, at('2026-05-26T17:00'))).toBe(0);
    const early = ticket('2026-05-26T09:00', 1).columns;
    expect(remainingBusinessMinutes(early, at('2026-05-26T10:00'))).toBe(0);
  });

  it('starts counting after the holiday for a ticket created on one', () => {
    const { columns } = ticket('2026-05-19T10:00', 2);
    expect(remainingBusinessMinutes(columns, at('2026-05-19T23:00'))).toBe(120);
    expect(remainingBusinessMinutes(columns, at('2026-05-20T01:00'))).toBe(60);
    expect(remainingBusinessMinutes(columns, at('2026-05-20T02:00'))).toBe(0);
  });

  it('stands still while paused and moves the deadline on when resumed', () => {
    const { columns } = ticket('2026-05-11T09:00', 10);
    const paused = stopSlaClock(columns, at('2026-05-11T11:00'));
    expect(remainingBusinessMinutes(paused, at('2026-05-12T11:00'))).toBe(8 * 60);
    const resumed = restartSlaClock(paused, at('2026-05-12T11:00'));
    expect(resumed.slaStoppedAtBm).toBeNull();
    expect(remainingBusinessMinutes(resumed, at('2026-05-12T13:00'))).toBe(6 * 60);
  });

  it('stops for good on closing and runs again from where it stopped when reopened', () => {
    const { columns } = ticket('2026-05-11T09:00', 10);
    const closed = stopSlaClock(columns, at('2026-05-11T13:00'));
    expect(remainingBusinessMinutes(closed, at('2026-06-11T13:00'))).toBe(6 * 60);
    const reopened = restartSlaClock(closed, at('2026-05-13T09:00'));
    expect(remainingBusinessMinutes(reopened, at('2026-05-13T10:00'))).toBe(5 * 60);
  });

  it('keeps an overdue, paused and resumed ticket in the same overdue episode', () => {
    const { columns } = ticket('2026-05-11T09:00', 1);
    const notified = { ...columns, slaExceededNotifiedDeadlineBm: columns.slaDeadlineBm };
    const resumed = restartSlaClock(
      stopSlaClock(notified, at('2026-05-11T12:00')),
      at('2026-05-12T09:00'),
    );
    expect(resumed.slaExceededNotifiedDeadlineBm).toBe(resumed.slaDeadlineBm);
    // Paused before it was overdue: the moved deadline is a new episode when it passes.
    const early = restartSlaClock(
      stopSlaClock(notified, at('2026-05-11T09:30')),
      at('2026-05-12T09:00'),
    );
    expect(early.slaExceededNotifiedDeadlineBm).not.toBe(early.slaDeadlineBm);
  });

  it('gives no SLA to unlimited rule sets or an SLA of 0', () => {
    expect(
      slaAtCreation({ sla: 24, isDeletedFromSLA: true }, local('2026-05-11T09:00'), clock),
    ).toEqual({ slaMinutes: null, slaDeadlineBm: null });
    expect(
      slaAtCreation({ sla: 0, isDeletedFromSLA: false }, local('2026-05-11T09:00'), clock),
    ).toEqual({ slaMinutes: null, slaDeadlineBm: null });
  });

  it('uses Istanbul time all year round (no daylight saving since 2016)', () => {
    const winter = ticket('2026-01-15T10:00', 24).columns;
    expect(remainingBusinessMinutes(winter, at('2026-01-16T10:00'))).toBe(0);
    const spring = ticket('2026-03-28T10:00', 48).columns; // across the last Sunday of March
    expect(remainingBusinessMinutes(spring, at('2026-03-30T10:00'))).toBe(0);
  });
});

describe('remainingSlaStatus', () => {
  it('has the thresholds of docs/domain.md §4 at each boundary', () => {
    expect(slaStatusOfPercentage(100)).toBe(REMAINING_SLA_STATUS.normal);
    expect(slaStatusOfPercentage(50.01)).toBe(REMAINING_SLA_STATUS.normal);
    expect(slaStatusOfPercentage(50)).toBe(REMAINING_SLA_STATUS.danger);
    expect(slaStatusOfPercentage(25.01)).toBe(REMAINING_SLA_STATUS.danger);
    expect(slaStatusOfPercentage(25)).toBe(REMAINING_SLA_STATUS.critical);
    expect(slaStatusOfPercentage(0.01)).toBe(REMAINING_SLA_STATUS.critical);
    expect(slaStatusOfPercentage(0)).toBe(REMAINING_SLA_STATUS.crisis);
    expect(slaStatusOfPercentage(-40)).toBe(REMAINING_SLA_STATUS.crisis);
  });

  it('is 0 for closed tickets, removed ones and tickets without SLA, and marks pauses', () => {
    const base = {
      status: 1,
      slaMinutes: 600,
      slaStoppedAtBm: null,
      isRemovedFromSla: false,
      remainingSlaMinutes: 60,
      remainingSlaPercentage: 10,
    };
    expect(toSlaView(base)).toMatchObject({ remainingSlaStatus: 3, isSlaPaused: false });
    expect(toSlaView({ ...base, status: 3, slaStoppedAtBm: 5 })).toMatchObject({
      remainingSlaStatus: 0,
      isSlaPaused: false,
    });
    expect(toSlaView({ ...base, isRemovedFromSla: true })).toMatchObject({
      remainingSlaStatus: 0,
      isDeletedFromSLA: true,
    });
    expect(
      toSlaView({
        ...base,
        slaMinutes: null,
        remainingSlaMinutes: null,
        remainingSlaPercentage: null,
      }).remainingSlaStatus,
    ).toBe(0);
    expect(toSlaView({ ...base, slaStoppedAtBm: 5 }).isSlaPaused).toBe(true);
  });
});
