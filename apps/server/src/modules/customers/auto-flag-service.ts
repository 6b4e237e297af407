import type { Executor } from '../../platform/db.ts';
import { findTicketsForAutoFlag } from '../tickets/creation-repository.ts';
import { type AutoFlagSettings, applyAutoFlag, evaluateAutoFlag } from './auto-flag.ts';
import { findCustomerById, updateCustomerFlag } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the auto-flag rule (DOMAIN §6) for one customer after a ticket of theirs was created or
 * changed, in the caller's transaction; it only ever sets a flag, never removes one.
 */
export async function refreshAutoFlag(
  tx: Executor,
  customerId: string,
  now: Date,
  settings: AutoFlagSettings,
): Promise<void> {
  const since = new Date(now.getTime() - settings.windowDays * DAY_MS);
  const [customer, recent] = await Promise.all([
    findCustomerById(tx, customerId),
    findTicketsForAutoFlag(tx, customerId, since),
  ]);
  if (!customer) return;
  const current = { isFlag: customer.isFlag, flagDescription: customer.flagDescription };
  const next = applyAutoFlag(current, evaluateAutoFlag(recent, now, settings));
  if (next.isFlag !== current.isFlag || next.flagDescription !== current.flagDescription) {
    await updateCustomerFlag(tx, customerId, next);
  }
}
