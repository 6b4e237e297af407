import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tickets } from './tickets.ts';

const at = () => timestamp({ withTimezone: true });

/** One failed attempt of a message, as the administrator's outbox screen lists them. */
export type OutboxAttemptError = { at: string; attempt: number; reason: string };

/**
 * Every mail and SMS the product sends, and the record of its delivery (docs/domain.md §17):
 * state queued → sending → sent, or failed (with the reason, retried with back-off) and in the
 * end dead. `dedupeKey` is the message's idempotency key: the same notice queued twice (two
 * instances, a retry) stays one row. `round` starts again at each manual retry; `jobId` is the
 * queue job that owns the round's delivery (null until one is queued).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text().notNull(),
    topic: text().notNull(),
    dedupeKey: text().unique(),
    ticketId: uuid().references(() => tickets.id),
    recipients: jsonb().$type<string[]>().notNull(),
    subject: text(),
    /** The plain-text body (the SMS text, or the mail's text part). */
    body: text().notNull(),
    /** The mail's HTML part; null for an SMS. */
    html: text(),
    state: text().notNull().default('queued'),
    failureReason: text(),
    errors: jsonb().$type<OutboxAttemptError[]>().notNull().default([]),
    attempts: integer().notNull().default(0),
    round: integer().notNull().default(0),
    jobId: uuid(),
    /** What the SMTP server or SMS provider answered on success. */
    providerResponse: text(),
    createdAt: createdAt(),
    lastAttemptAt: at(),
    sentAt: at(),
  },
  (t) => [
    index().on(t.ticketId),
    index('outbox_messages_created_at').on(t.createdAt),
    index('outbox_messages_undispatched')
      .on(t.createdAt)
      .where(sql`${t.state} = 'queued' and ${t.jobId} is null`),
  ],
);
