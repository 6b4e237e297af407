import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  type AutoFlagSettings,
  applyAutoFlag,
  evaluateAutoFlag,
  type TicketForAutoFlag,
} from './auto-flag.ts';
import { findCustomerById, updateCustomerFlag } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest creation time the auto-flag rule looks at. */
export function autoFlagWindowStart(now: Date, settings: AutoFlagSettings): Date {
  return new Date(now.getTime() - settings.windowDays * DAY_MS);
}

/**
 * Runs the auto-flag rule (docs/domain.md §6) for one customer after a ticket of theirs was created or
 * changed, in the caller's transaction, over their tickets since `autoFlagWindowStart` (the
 * tickets module reads them); it only ever sets a flag, never removes one.
 */
export async function refreshAutoFlag(
  tx: SealedDb,
  customerId: string,
  recent: readonly TicketForAutoFlag[],
  now: Date,
  settings: AutoFlagSettings,
): Promise<void> {
  const customer = await findCustomerById(tx, customerId);
  if (!customer) return;
  const current = { isFlag: customer.isFlag, flagDescription: customer.flagDescription };
  const next = applyAutoFlag(current, evaluateAutoFlag(recent, now, settings));
  if (next.isFlag !== current.isFlag || next.flagDescription !== current.flagDescription) {
    await updateCustomerFlag(tx, customerId, next);
  }
}
