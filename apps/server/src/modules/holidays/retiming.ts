import type { Clock } from '../../platform/clock.ts';
import type { SealedTx } from '../../platform/sealed-db.ts';
import { clockOffsetOf, createBusinessClock, holidayShiftOf } from '../sla/index.ts';
import { shiftOpenTicketsForHolidays } from '../tickets/index.ts';
import { addClockOffset, findHolidays } from './repository.ts';

/**
 * After a change of the holidays inside `tx` (docs/domain.md §14.6 Re-timing): moves the clock's
 * offset for the windows already over (sla `clockOffsetOf`), kept on `holderId`, a holiday row
 * the change wrote (a deleted one keeps its row and its offset), then re-times the open tickets.
 * Answers how many open tickets' remaining time moved.
 */
export async function retimeOpenTickets(
  tx: SealedTx,
  deps: { clock: Clock; timeZone: string },
  before: Awaited<ReturnType<typeof findHolidays>>,
  holderId: string | null,
): Promise<number> {
  const shift = holidayShiftOf(before, await findHolidays(tx), deps.timeZone);
  const now = deps.clock.now();
  const offsetMinutes = clockOffsetOf(shift, now);
  // A change that moves the clock always wrote a row (`holderId`); one that wrote none moves nothing.
  if (offsetMinutes !== 0 && holderId) await addClockOffset(tx, holderId, offsetMinutes);
  const nowBm = createBusinessClock(await findHolidays(tx), deps.timeZone).minuteAt(now);
  return shiftOpenTicketsForHolidays(tx, { shift, offsetMinutes, now, nowBm });
}
