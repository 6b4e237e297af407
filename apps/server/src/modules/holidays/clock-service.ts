import type { SealedDb } from '../../platform/sealed-db.ts';
import { findHolidays } from './repository.ts';

/**
 * The holidays as the SLA's business clock reads them (docs/domain.md §4 Business minutes):
 * every row, deleted ones too, for sla/calendar.ts. Reaches nothing of the SLA module, so the
 * SLA may ask this face while the holiday screens use the SLA's.
 */
export function listHolidaysForClock(db: SealedDb) {
  return findHolidays(db);
}
