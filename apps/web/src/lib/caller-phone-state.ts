import { toStoredPhoneNumber } from '@ccms/contract/customers/rules';

/**
 * What an incoming call hands the customer list it opens when no customer has the caller's
 * number: the number, so that 'Yeni Müşteri' starts with it (docs/domain.md §6 Incoming call).
 * Navigation state, not the address: it belongs to the page the call opened.
 */
export type CallerPhoneState = { callerPhone: string };

export function callerPhoneState(phoneNumber: string): CallerPhoneState {
  return { callerPhone: toStoredPhoneNumber(phoneNumber) };
}

/** The caller's number in a location's state; null when the page was not opened by a call. */
export function callerPhoneOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('callerPhone' in state)) return null;
  const { callerPhone } = state;
  return typeof callerPhone === 'string' && callerPhone !== '' ? callerPhone : null;
}
