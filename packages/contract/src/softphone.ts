/**
 * The messages exchanged with the softphone frame through window.postMessage (docs/domain.md §15
 * Softphone).
 * The shell receives SoftphoneEvent; it sends ClickToCall.
 */
export const SOFTPHONE_EVENT_TYPES = [
  'Registered',
  'IncomingCall',
  'Answer',
  'Reject',
  'Status',
  'Hangup',
  'OutgoingActiveCallKey',
] as const;
export type SoftphoneEventType = (typeof SOFTPHONE_EVENT_TYPES)[number];

export const SOFTPHONE_STATUSES = ['notanswering', 'talking', 'ringing', 'idle', 'busy'] as const;

export type SoftphoneEvent =
  | { type: 'Registered' }
  | { type: 'IncomingCall'; phoneNumber: string; connectionId: string }
  | { type: 'Answer'; connectionId?: string }
  | { type: 'Reject'; connectionId: string }
  | { type: 'Status'; status: string; connectionId?: string }
  | { type: 'Hangup'; connectionId?: string }
  | { type: 'OutgoingActiveCallKey'; connectionId: string };

export type ClickToCall = { type: 'ClickToCall'; phoneNumber: string };

/** Reads a message from the frame, refusing anything that is not one of the protocol's. */
export function parseSoftphoneEvent(data: unknown): SoftphoneEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const text = (key: string) =>
    typeof message[key] === 'string' ? (message[key] as string) : undefined;
  switch (message.type) {
    case 'Registered':
      return { type: 'Registered' };
    case 'IncomingCall': {
      const phoneNumber = text('phoneNumber');
      const connectionId = text('connectionId');
      return phoneNumber && connectionId
        ? { type: 'IncomingCall', phoneNumber, connectionId }
        : null;
    }
    case 'Answer':
      return { type: 'Answer', connectionId: text('connectionId') };
    case 'Hangup':
      return { type: 'Hangup', connectionId: text('connectionId') };
    case 'Reject':
    case 'OutgoingActiveCallKey': {
      const connectionId = text('connectionId');
      return connectionId ? { type: message.type, connectionId } : null;
    }
    case 'Status': {
      const status = text('status');
      return status ? { type: 'Status', status, connectionId: text('connectionId') } : null;
    }
    default:
      return null;
  }
}

/** Click-to-call sends the number padded to 11 digits (a leading 0 added). */
export function toClickToCallNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.padStart(11, '0');
}
