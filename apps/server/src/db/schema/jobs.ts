import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tickets } from './tickets.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * Timed jobs (docs/domain.md §5 Timed jobs): one row per job; an instance runs a job only after
 * moving its `nextRunAt` forward in one conditional UPDATE, so with several instances each run
 * happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: at().notNull(),
  lastStartedAt: at(),
  lastFinishedAt: at(),
  lastRunBy: text(),
  lastError: text(),
  failures: integer().notNull().default(0),
});

/**
 * Every mail and SMS the product sends, kept with its state (docs/domain.md §5 Outbox): queued,
 * sent or failed with the reason. `dedupeKey` makes a notice queued twice (two instances, a retry)
 * one row.
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
    body: text().notNull(),
    state: text().notNull().default('queued'),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    sentAt: at(),
  },
  (t) => [
    index().on(t.ticketId),
    index('outbox_messages_queued').on(t.createdAt).where(sql`${t.state} = 'queued'`),
  ],
);
