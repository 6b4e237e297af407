import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { MESSAGES } from '@ccms/contract/messages';
import { hasManagerProfile, type Permission } from '@ccms/contract/permissions';

type Has = (permission: Permission) => boolean;

/**
 * Why the user may not change the customer or its cards, or null when they may (docs/domain.md §6
 * Who may call what): store managers never may; others need 'Customer.Crud'.
 */
export function customerChangeBlockReason(has: Has): string | null {
  if (hasManagerProfile(has)) return CUSTOMER_MESSAGES.managerCannotEdit;
  if (!has('Customer.Crud')) return MESSAGES.forbidden;
  return null;
}

/** Flagging needs 'Customer.Flag'. */
export function customerFlagBlockReason(has: Has): string | null {
  return has('Customer.Flag') ? null : MESSAGES.forbidden;
}

/** A status switch's confirmation text, or null when the change needs none (docs/domain.md §6). */
export function statusChangeConfirmation(kind: 'active' | 'flag', next: boolean): string | null {
  if (kind === 'active') return next ? null : CUSTOMER_MESSAGES.confirmDeactivate;
  return next ? CUSTOMER_MESSAGES.confirmFlag : CUSTOMER_MESSAGES.confirmUnflag;
}
