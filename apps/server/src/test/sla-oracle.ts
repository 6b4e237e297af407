import type { HolidayShift } from '../modules/sla/holiday-shift.ts';
import { shiftAtInstant } from '../modules/sla/holiday-shift.ts';
import type { SlaClockColumns } from '../modules/sla/transitions.ts';

/*
 * The re-timing rules of docs/domain.md §14.2 and §14.6 Re-timing, one ticket at a time: the
 * oracles the tests hold the set-based SQL to (the tickets module's retiming/ sub-module runs
 * the UPDATEs, on the SET lists of modules/sla/repository.ts `retimedSlaAssignments` and
 * modules/sla/holiday-shift-repository.ts `holidayShiftAssignments`). The product never runs
 * these: a change re-times every open ticket in one statement.
 */

export type RetimedColumns = SlaClockColumns & { slaMinutes: number | null };

/**
 * What a rule set's new SLA does to one open ticket (docs/domain.md §4, §14.2). The business
 * time already used is kept and only the length changes: new deadline = old deadline − old
 * minutes + new minutes, paused or running alike. A ticket that had no SLA starts its clock at
 * the change (`nowBm`), stopped there when its latest activity paused it. No SLA any more
 * (unlimited, 0, removed from the SLA) clears the clock. The overdue notice is kept only while
 * the ticket stays overdue in the same episode; a deadline moved past "now" lets a later
 * overdue notify again.
 */
export function retimeSla(
  ticket: RetimedColumns,
  change: { slaMinutes: number | null; nowBm: number; isPaused: boolean },
): RetimedColumns {
  const minutes = change.slaMinutes;
  if (minutes === null) {
    return {
      slaMinutes: null,
      slaDeadlineBm: null,
      slaStoppedAtBm: null,
      slaExceededNotifiedDeadlineBm: null,
    };
  }
  const hadClock = ticket.slaDeadlineBm !== null && ticket.slaMinutes !== null;
  const deadline = hadClock
    ? (ticket.slaDeadlineBm as number) - (ticket.slaMinutes as number) + minutes
    : change.nowBm + minutes;
  const stoppedAt = hadClock ? ticket.slaStoppedAtBm : change.isPaused ? change.nowBm : null;
  const reference = stoppedAt ?? change.nowBm;
  let notified = ticket.slaExceededNotifiedDeadlineBm;
  if (deadline > reference) notified = null;
  else if (hadClock && notified === ticket.slaDeadlineBm) notified = deadline;
  return {
    slaMinutes: minutes,
    slaDeadlineBm: deadline,
    slaStoppedAtBm: stoppedAt,
    slaExceededNotifiedDeadlineBm: notified,
  };
}

const MS_PER_MINUTE = 60_000;

/**
 * How far a minute the old clock gave (a stopped clock's `slaStoppedAtBm`) moves. The old clock
 * ran through a window that became holiday, so the minute tells how much of it lay before; it
 * stood still over a window that stopped being holiday, so a minute equal to the window's start
 * is taken as stopped before it.
 */
function shiftOfOldMinute(shift: HolidayShift, minute: number): number {
  let minutes = 0;
  for (const w of shift.windows) {
    const length = (w.endMs - w.startMs) / MS_PER_MINUTE;
    if (w.sign < 0) minutes -= Math.min(Math.max(minute - w.startBm, 0), length);
    else if (minute > w.startBm) minutes += length;
  }
  return minutes;
}

/** The open ticket columns the shift reads. */
type ShiftedTicket = SlaClockColumns & { createdAt: Date };

/**
 * One open ticket after a change of the holidays (docs/domain.md §14.6 Re-timing): its time
 * used is counted again on the new clock from its creation, so a holiday added between its
 * creation and now (or its pause) gives that time back, and one removed takes it. The deadline
 * moves with the clock's minute at creation, a stopped clock's minute with itself. The overdue
 * notice follows `retimeSla`: kept while the ticket stays overdue, cleared once it is not.
 */
export function shiftSlaClock(
  ticket: ShiftedTicket,
  shift: HolidayShift,
  nowBm: number,
): SlaClockColumns {
  const { slaDeadlineBm: deadline, slaStoppedAtBm: stoppedAt } = ticket;
  if (deadline === null) return ticket;
  const newDeadline = deadline + shiftAtInstant(shift, ticket.createdAt);
  const newStoppedAt = stoppedAt === null ? null : stoppedAt + shiftOfOldMinute(shift, stoppedAt);
  let notified = ticket.slaExceededNotifiedDeadlineBm;
  if (newDeadline > (newStoppedAt ?? nowBm)) notified = null;
  else if (notified === deadline) notified = newDeadline;
  return {
    slaDeadlineBm: newDeadline,
    slaStoppedAtBm: newStoppedAt,
    slaExceededNotifiedDeadlineBm: notified,
  };
}
