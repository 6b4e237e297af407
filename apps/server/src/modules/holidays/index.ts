/**
 * What other modules may use of the holidays: the rows the SLA's business clock is built from.
 * Only clock-service.ts is re-exported here: the rest of the module uses the SLA's face, and a
 * re-export that reached the SLA would close an import cycle.
 */
export { listHolidaysForClock } from './clock-service.ts';
