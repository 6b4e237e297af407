import type { SealedDb } from '../../../platform/sealed-db.ts';
import type { ClockChange } from '../../sla/index.ts';
import {
  countOpenTicketsRetimedByHolidays,
  updateOpenTicketsToHolidayShift,
  updateOpenTicketsToRuleSetSla,
} from './repository.ts';

/*
 * What a change of a rule set's SLA or of the holidays does to the live tickets (docs/domain.md
 * §14.2, §14.6 Re-timing), for the rule set and holiday administration through tickets/index.ts:
 * each runs in the caller's transaction, one set-based statement however many tickets.
 */

/**
 * Re-times the open tickets of a rule set to its new SLA (`slaMinutes` null: no SLA), keeping
 * the business time they used; tickets removed from the SLA one by one keep theirs. Answers how
 * many tickets changed.
 */
export function retimeOpenTicketsOfRuleSet(
  tx: SealedDb,
  ruleSetId: string,
  slaMinutes: number | null,
  nowBm: number,
): Promise<number> {
  return updateOpenTicketsToRuleSetSla(tx, ruleSetId, slaMinutes, nowBm);
}

/**
 * Re-times the open tickets a change of the holidays reaches: their stored business minutes are
 * counted again on the new clock, offset included (`change.nowBm` is its minute of now).
 * Answers how many tickets' remaining time changed; a shift that flips no minute touches nothing.
 */
export async function shiftOpenTicketsForHolidays(
  tx: SealedDb,
  change: ClockChange & { now: Date; nowBm: number },
): Promise<number> {
  if (change.shift.windows.length === 0) return 0;
  const changed = await countOpenTicketsRetimedByHolidays(tx, change.shift, change.now);
  await updateOpenTicketsToHolidayShift(tx, change, change.nowBm);
  return changed;
}
