/**
 * What other modules may use of the SLA: the business clock, a new ticket's SLA, how activities
 * move the clock, and the remaining-time figures (as SQL for queries, as the screens show them).
 */
export { createBusinessClock } from './business-clock.ts';
export { type BusinessClockSource, createBusinessClockSource, slaAtCreation } from './calendar.ts';
export {
  closedSlaPercentageSql,
  remainingSlaMinutesSql,
  remainingSlaPercentageSql,
  retimedSlaAssignments,
} from './repository.ts';
export { slaMinutesOfRuleSet } from './retiming.ts';
export { toSlaView } from './sla.ts';
export { restartSlaClock, stopSlaClock } from './transitions.ts';
