import { outboxMessages } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

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
export async function queueMessage(db: Executor, message: OutboxMessage): Promise<boolean> {
  const inserted = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted.length > 0;
}
