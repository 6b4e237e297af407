import type { Executor } from '../db.ts';
import { insertOutboxMessage } from './repository.ts';

/** A mail or SMS to send; kept in the outbox with its state until a sender takes it. */
export type OutboxMessage = {
  channel: 'mail' | 'sms';
  topic: string;
  /** The same key queued twice (two instances, a retry) stays one message. */
  dedupeKey: string;
  ticketId: string | null;
  recipients: string[];
  subject: string | null;
  body: string;
};

/** Queues a message; answers false when one with the same key is already there. */
export function queueMessage(db: Executor, message: OutboxMessage): Promise<boolean> {
  return insertOutboxMessage(db, message);
}
