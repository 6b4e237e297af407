/**
 * What the shell does for each softphone message (docs/domain.md §15 Softphone), as data:
 * pure, so that every rule is unit-tested; use-softphone-event-handling.ts performs the effects.
 */
import { CUSTOMER_MESSAGES } from '@ccms/contract/customers/messages';
import { normalizeIncomingPhone } from '@ccms/contract/customers/rules';
import type { SoftphoneEvent } from '@ccms/contract/softphone';
import { type CallerPhoneState, callerPhoneState } from '../../lib/caller-phone-state';
import { customerDetailPath } from '../../lib/paths';

/** The notification's title, kept in English. */
export const INCOMING_CALL_TITLE = 'Incoming Call';
export const CUSTOMER_LIST_PATH = '/customers/list';

export type SoftphoneEffect =
  /** POST Call/CreateInboundCallHistory; its failure blocks nothing. */
  | {
      kind: 'recordInboundCall';
      request: { CcmsIdent: string; connectionId: string; phoneNumber: string };
    }
  | { kind: 'openPanel' }
  /** Look the caller up by `phoneNumber` (already without the leading 9), then navigate and
   * show the persistent 'Incoming Call' notification (see callerPath, incomingCallNotice). */
  | { kind: 'announceCaller'; phoneNumber: string }
  | { kind: 'clearNotification' }
  | { kind: 'setConnectionId'; connectionId: string };

export type SoftphoneUser = { ccmsIdent: string | null };

/** Statuses after which nothing changes (the call goes on). */
const STATUSES_WITHOUT_EFFECT = new Set(['talking', 'ringing']);

/** The effects of one message, in the order they are performed. */
export function decideSoftphoneEffects(
  event: SoftphoneEvent,
  user: SoftphoneUser,
): SoftphoneEffect[] {
  switch (event.type) {
    case 'Registered':
      return [];
    case 'IncomingCall': {
      // A user without ccms_ident is a retailer user and has no active call (docs/domain.md §15
      // Softphone).
      const ccmsIdent = user.ccmsIdent?.trim();
      if (!ccmsIdent) return [];
      return [
        {
          kind: 'recordInboundCall',
          request: {
            CcmsIdent: ccmsIdent,
            connectionId: event.connectionId,
            phoneNumber: event.phoneNumber,
          },
        },
        { kind: 'openPanel' },
        { kind: 'announceCaller', phoneNumber: normalizeIncomingPhone(event.phoneNumber) },
      ];
    }
    case 'Answer':
    case 'Hangup':
      return [{ kind: 'clearNotification' }];
    case 'Reject':
      return [{ kind: 'clearNotification' }, connectionIdEffect(event.connectionId)];
    case 'Status':
      if (STATUSES_WITHOUT_EFFECT.has(event.status)) return [];
      return [
        ...(event.status === 'notanswering' ? [{ kind: 'clearNotification' } as const] : []),
        ...(event.connectionId ? [connectionIdEffect(event.connectionId)] : []),
      ];
    case 'OutgoingActiveCallKey':
      return [connectionIdEffect(event.connectionId)];
  }
}

function connectionIdEffect(connectionId: string): SoftphoneEffect {
  return { kind: 'setConnectionId', connectionId };
}

/** The answer of the look-up by phone. */
export type CallerLookup =
  | { kind: 'pending' }
  | { kind: 'found'; customer: { id: string; firstName: string; lastName: string } }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * The customer's detail page on a match; the customer list otherwise, also on failure
 * (docs/domain.md §6 Incoming call).
 */
export function callerPath(lookup: CallerLookup): string {
  return lookup.kind === 'found' ? customerDetailPath(lookup.customer.id) : CUSTOMER_LIST_PATH;
}

/** The customer list opened by a call carries the caller's number for 'Yeni Müşteri'. */
export function callerPageState(
  lookup: CallerLookup,
  phoneNumber: string,
): CallerPhoneState | undefined {
  return lookup.kind === 'found' ? undefined : callerPhoneState(phoneNumber);
}

export const INCOMING_CALL_TEXTS = {
  pending: 'Müşteri aranıyor…',
  notFound: CUSTOMER_MESSAGES.customerNotFound,
  failed: 'Müşteri sorgulanamadı.',
} as const;

export type IncomingCallNotice = {
  title: string;
  phoneNumber: string;
  /** The caller's name when found, else what became of the look-up. */
  caller: string;
  isCustomerFound: boolean;
};

/** The content of the 'Incoming Call' notification for the number and the look-up so far. */
export function incomingCallNotice(phoneNumber: string, lookup: CallerLookup): IncomingCallNotice {
  const base = { title: INCOMING_CALL_TITLE, phoneNumber };
  switch (lookup.kind) {
    case 'found': {
      const { firstName, lastName } = lookup.customer;
      return { ...base, caller: `${firstName} ${lastName}`.trim(), isCustomerFound: true };
    }
    case 'pending':
      return { ...base, caller: INCOMING_CALL_TEXTS.pending, isCustomerFound: false };
    case 'not-found':
      return { ...base, caller: INCOMING_CALL_TEXTS.notFound, isCustomerFound: false };
    case 'failed':
      return { ...base, caller: INCOMING_CALL_TEXTS.failed, isCustomerFound: false };
  }
}
