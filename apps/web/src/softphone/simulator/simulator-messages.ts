/**
 * Pure helpers of the softphone simulator: they build each protocol message the real softphone
 * posts to the shell (docs/domain.md §15 Softphone) and read the shell's click-to-call requests.
 */
import type { ClickToCall, SOFTPHONE_STATUSES, SoftphoneEvent } from '@ccms/contract/softphone';

export type SoftphoneStatus = (typeof SOFTPHONE_STATUSES)[number];
export type SoftphoneMessage<T extends SoftphoneEvent['type']> = Extract<
  SoftphoneEvent,
  { type: T }
>;

/** The number the real switch sends: the leading 9 of the country code, then 11 digits. */
export const DEFAULT_PHONE_NUMBER = '905321234567';
export const PHONE_MAX_LENGTH = 12;

export type PhoneCheck = { ok: true; phoneNumber: string } | { ok: false; error: string };

/** Keeps what a tester types or pastes to digits only, at most 12 of them. */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** Accepts 1 to 12 digits, nothing else (no spaces, no '+'). */
export function checkPhoneInput(value: string): PhoneCheck {
  if (value.length === 0) return { ok: false, error: 'Telefon numarası girin.' };
  if (!/^\d+$/.test(value))
    return { ok: false, error: 'Telefon numarası yalnızca rakam içermeli.' };
  if (value.length > PHONE_MAX_LENGTH) {
    return { ok: false, error: `Telefon numarası en fazla ${PHONE_MAX_LENGTH} haneli olmalı.` };
  }
  return { ok: true, phoneNumber: value };
}

export function buildRegistered(): SoftphoneMessage<'Registered'> {
  return { type: 'Registered' };
}

export type IncomingCallBuild =
  | { ok: true; message: SoftphoneMessage<'IncomingCall'> }
  | { ok: false; error: string };

/** Refuses an invalid phone input instead of sending it. */
export function buildIncomingCall(phoneInput: string, connectionId: string): IncomingCallBuild {
  const phone = checkPhoneInput(phoneInput);
  if (!phone.ok) return phone;
  return {
    ok: true,
    message: { type: 'IncomingCall', phoneNumber: phone.phoneNumber, connectionId },
  };
}

export function buildAnswer(connectionId: string | null): SoftphoneMessage<'Answer'> {
  return connectionId ? { type: 'Answer', connectionId } : { type: 'Answer' };
}

export function buildReject(connectionId: string): SoftphoneMessage<'Reject'> {
  return { type: 'Reject', connectionId };
}

export function buildStatus(
  status: SoftphoneStatus,
  connectionId: string | null,
): SoftphoneMessage<'Status'> {
  return connectionId ? { type: 'Status', status, connectionId } : { type: 'Status', status };
}

export function buildHangup(connectionId: string | null): SoftphoneMessage<'Hangup'> {
  return connectionId ? { type: 'Hangup', connectionId } : { type: 'Hangup' };
}

export function buildOutgoingActiveCallKey(
  connectionId: string,
): SoftphoneMessage<'OutgoingActiveCallKey'> {
  return { type: 'OutgoingActiveCallKey', connectionId };
}

/** Reads a click-to-call request from the shell; anything else is ignored (null). */
export function parseClickToCall(data: unknown): ClickToCall | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== 'ClickToCall') return null;
  const phoneNumber = message.phoneNumber;
  if (typeof phoneNumber !== 'string' || !/^\d{1,15}$/.test(phoneNumber)) return null;
  return { type: 'ClickToCall', phoneNumber };
}

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A fresh connection id. crypto.randomUUID exists only in secure contexts, which a sandboxed
 * frame served over plain http is not, so a version 4 UUID is built from getRandomValues then.
 */
export function newConnectionId(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** HH:mm:ss in local time. */
export function formatClock(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/**
 * The origin to post to: the parent's, when the browser tells it (location.ancestorOrigins,
 * else document.referrer); '*' only when it cannot be known (the messages carry no secret).
 */
export function resolveParentOrigin(referrer: string, ancestorOrigin?: string): string {
  const candidates = [ancestorOrigin, referrer];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const origin = new URL(candidate).origin;
      if (origin !== 'null') return origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return '*';
}
