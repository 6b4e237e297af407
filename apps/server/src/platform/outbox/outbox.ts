import type { SealedDb } from '../sealed-db.ts';
import { insertOutboxMessage } from './repository.ts';

/**
 * A mail or SMS to send; kept in the outbox with its state until a sender takes it
 * (docs/domain.md §17). Queue it in the transaction of the change it tells about: both commit
 * or neither.
 */
export type OutboxMessage = {
  channel: 'mail' | 'sms';
  topic: string;
  /** The idempotency key: the same key queued twice (two instances, a retry) stays one message. */
  dedupeKey: string;
  ticketId: string | null;
  recipients: string[];
  subject: string | null;
  /** Plain text: the SMS, or the mail's text part. */
  body: string;
  /** The mail's HTML part. */
  html?: string | null;
};

/** Queues a message; answers false when one with the same key is already there. */
export function queueMessage(db: SealedDb, message: OutboxMessage): Promise<boolean> {
  return insertOutboxMessage(db, message);
}
