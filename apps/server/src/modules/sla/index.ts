/**
 * What other modules may use of the SLA: the business clock, a new ticket's SLA, how activities
 * move the clock, the remaining-time figures (as SQL for queries, as the screens show them), and
 * how a change of the holidays re-times open tickets (the holiday import, which then calls the
 * clock source's `forget` so the new holidays count at once).
 */
export { createBusinessClock } from './business-clock.ts';
export {
  type BusinessClockSource,
  createBusinessClockSource,
  heldBusinessClock,
  slaAtCreation,
  slaMinutesOfRuleSet,
} from './calendar.ts';
export { clockOffsetOf, type HolidayShift, holidayShiftOf } from './holiday-shift.ts';
export {
  type ClockChange,
  holidayShiftAssignments,
  isMovedByHolidayShift,
  isRemainingChangedByHolidayShift,
} from './holiday-shift-repository.ts';
export {
  closedSlaPercentageSql,
  remainingSlaMinutesSql,
  remainingSlaPercentageSql,
  remainingSlaStatusSql,
  retimedSlaAssignments,
} from './repository.ts';
export { REMAINING_SLA_STATUS, slaStatusOfPercentage, toSlaView } from './sla.ts';
export { restartSlaClock, stopSlaClock } from './transitions.ts';
