import { describe, expect, it } from 'vitest';
import { type RetimedColumns, retimeSla } from '../../test/sla-oracle.ts';
import { createBusinessClock } from './business-clock.ts';
import { slaAtCreation, slaMinutesOfRuleSet } from './calendar.ts';
import { stopSlaClock } from './transitions.ts';

const local = (text: string) => new Date(`${text}:00+03:00`);
// Tuesday 19 May 2026 is a full-day holiday.
const clock = createBusinessClock([{ date: '2026-05-19', isFullDay: true }], 'Europe/Istanbul');
const at = (text: string) => clock.minuteAt(local(text));

function created(text: string, hours: number): RetimedColumns {
  const sla = slaAtCreation({ sla: hours, isDeletedFromSLA: false }, local(text), clock);
  return { ...sla, slaStoppedAtBm: null, slaExceededNotifiedDeadlineBm: null };
}
const remaining = (ticket: RetimedColumns, nowBm: number) =>
  ticket.slaDeadlineBm === null ? null : ticket.slaDeadlineBm - (ticket.slaStoppedAtBm ?? nowBm);

describe('re-timing an open ticket to its rule set’s new SLA', () => {
  it('keeps the business time used, across a holiday, and changes only the length', () => {
    // 24 h from Monday 12:00; Tuesday is a holiday, so at Wednesday 06:00 18 h are used.
    const ticket = created('2026-05-18T12:00', 24);
    const now = at('2026-05-20T06:00');
    expect(remaining(ticket, now)).toBe(6 * 60);
    const doubled = retimeSla(ticket, { slaMinutes: 48 * 60, nowBm: now, isPaused: false });
    expect(doubled.slaMinutes).toBe(48 * 60);
    expect(remaining(doubled, now)).toBe(30 * 60);
    const halved = retimeSla(ticket, { slaMinutes: 12 * 60, nowBm: now, isPaused: false });
    expect(remaining(halved, now)).toBe(-6 * 60);
  });

  it('keeps a paused ticket paused with the same time used', () => {
    const ticket = created('2026-05-18T12:00', 24);
    const paused = { ...ticket, ...stopSlaClock(ticket, at('2026-05-18T14:00')) };
    const now = at('2026-05-21T10:00');
    expect(remaining(paused, now)).toBe(22 * 60);
    const longer = retimeSla(paused, { slaMinutes: 30 * 60, nowBm: now, isPaused: true });
    expect(longer.slaStoppedAtBm).toBe(paused.slaStoppedAtBm);
    expect(remaining(longer, now)).toBe(28 * 60);
  });

  it('takes an overdue ticket out of its overdue episode when the new deadline is ahead', () => {
    const ticket = created('2026-05-18T12:00', 4);
    const now = at('2026-05-18T20:00');
    const notified = { ...ticket, slaExceededNotifiedDeadlineBm: ticket.slaDeadlineBm };
    expect(remaining(notified, now)).toBe(-4 * 60);
    const later = retimeSla(notified, { slaMinutes: 24 * 60, nowBm: now, isPaused: false });
    expect(remaining(later, now)).toBe(16 * 60);
    // A later overdue is a new episode: the notice is sent again.
    expect(later.slaExceededNotifiedDeadlineBm).toBeNull();
    // Still overdue after the change: the same episode, no second notice.
    const stillLate = retimeSla(notified, { slaMinutes: 6 * 60, nowBm: now, isPaused: false });
    expect(remaining(stillLate, now)).toBe(-2 * 60);
    expect(stillLate.slaExceededNotifiedDeadlineBm).toBe(stillLate.slaDeadlineBm);
    // Overdue only because of the change: not notified yet, so the job will.
    const shortened = retimeSla(ticket, { slaMinutes: 60, nowBm: now, isPaused: false });
    expect(shortened.slaExceededNotifiedDeadlineBm).toBeNull();
    expect(remaining(shortened, now)).toBe(-7 * 60);
  });

  it('stops the clock for an unlimited or removed SLA', () => {
    const ticket = created('2026-05-18T12:00', 24);
    expect(slaMinutesOfRuleSet({ sla: 0, isDeletedFromSLA: false })).toBeNull();
    expect(slaMinutesOfRuleSet({ sla: 24, isDeletedFromSLA: true })).toBeNull();
    expect(
      retimeSla(ticket, { slaMinutes: null, nowBm: at('2026-05-18T13:00'), isPaused: false }),
    ).toEqual({
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    });
  });

  it('starts the clock of a ticket without SLA at the change, paused if its activity paused it', () => {
    const none: RetimedColumns = {
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    };
    // Monday 23:00 + 2 h runs into the holiday: the deadline is Wednesday 01:00.
    const now = at('2026-05-18T23:00');
    const running = retimeSla(none, { slaMinutes: 120, nowBm: now, isPaused: false });
    expect(running.slaDeadlineBm).toBe(at('2026-05-20T01:00'));
    expect(running.slaStoppedAtBm).toBeNull();
    const paused = retimeSla(none, { slaMinutes: 120, nowBm: now, isPaused: true });
    expect(paused.slaStoppedAtBm).toBe(now);
    expect(remaining(paused, at('2026-05-25T10:00'))).toBe(120);
  });
});
