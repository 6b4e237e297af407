import type { SlaClockColumns } from './transitions.ts';

/**
 * A rule set's SLA as tickets count it: minutes, or null when the set has none (0 hours,
 * unlimited, or removed from the SLA).
 */
export function slaMinutesOfRuleSet(ruleSet: { sla: number; isDeletedFromSLA: boolean }) {
  return ruleSet.isDeletedFromSLA || ruleSet.sla <= 0 ? null : ruleSet.sla * 60;
}

export type RetimedColumns = SlaClockColumns & { slaMinutes: number | null };

/**
 * What a rule set's new SLA does to one open ticket (docs/domain.md §4, §14.2). The business
 * time already used is kept and only the length changes: new deadline = old deadline − old
 * minutes + new minutes, paused or running alike. A ticket that had no SLA starts its clock at
 * the change (`nowBm`), stopped there when its latest activity paused it. No SLA any more
 * (unlimited, 0, removed from the SLA) clears the clock. The overdue notice is kept only while
 * the ticket stays overdue in the same episode; a deadline moved past "now" lets a later
 * overdue notify again. modules/sla/repository.ts `retimedSlaAssignments` is the same rule in
 * SQL, for the set-based UPDATE.
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
