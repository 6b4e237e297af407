import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_KINDS, OUTBOX_STATES } from './notification-texts.ts';

/*
 * The outbox screen (docs/domain.md §17 Outbox screen): administrators read every mail and SMS
 * the product sent or tried to send, and send a failed one again.
 */

/**
 * outbox/list filters: state, kind, channel and ticket number (equal), and a createdDate range
 * sent as greatherThanOrEqual / lessThanOrEqual in the lists' date format (YYYY.MM.DD HH:mm).
 */
export const OUTBOX_FILTERS = {
  state: 'equal',
  kind: 'equal',
  channel: 'equal',
  ticketNo: 'equal',
  createdDate: 'equal',
} as const;
export const OUTBOX_SORTABLE = ['createdDate'] as const;

const stateKeys = Object.keys(OUTBOX_STATES) as [keyof typeof OUTBOX_STATES];
const channelKeys = Object.keys(OUTBOX_CHANNELS) as [keyof typeof OUTBOX_CHANNELS];
const kindKeys = Object.keys(OUTBOX_KINDS) as [keyof typeof OUTBOX_KINDS];

/** One message as the list shows it. */
export const ZOutboxMessage = z.object({
  id: z.string().uuid(),
  createdDate: z.string(),
  channel: z.enum(channelKeys),
  /** What it is about; a kind this version does not know is passed on as it is. */
  kind: z.union([z.enum(kindKeys), z.string()]),
  state: z.enum(stateKeys),
  ticketId: z.string().uuid().nullable(),
  ticketNo: z.number().int().nullable(),
  recipients: z.array(z.string()),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
  lastAttemptDate: z.string().nullable(),
  sentDate: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** One failed attempt: when, which, why. */
export const ZOutboxAttemptError = z.object({
  at: z.string(),
  attempt: z.number().int(),
  reason: z.string(),
});

/** One message whole: what was sent, to whom, every error, and the idempotency key. */
export const ZOutboxMessageDetail = ZOutboxMessage.extend({
  body: z.string(),
  html: z.string().nullable(),
  errors: z.array(ZOutboxAttemptError),
  providerResponse: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  /** Manual retries so far; each starts a new round of attempts. */
  round: z.number().int(),
  canRetry: z.boolean(),
});
export type TOutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;

/** States an administrator may send again from. */
export const RETRYABLE_OUTBOX_STATES: readonly (keyof typeof OUTBOX_STATES)[] = ['failed', 'dead'];

export const OUTBOX_MESSAGES = {
  notFound: 'Mesaj bulunamadı.',
  notRetryable: 'Yalnızca hata almış ya da gönderilemeyen mesajlar yeniden gönderilebilir.',
  retried: 'Mesaj yeniden gönderim için sıraya alındı.',
  retryConfirm: 'Mesajı yeniden göndermek istediğinize emin misiniz?',
} as const;
