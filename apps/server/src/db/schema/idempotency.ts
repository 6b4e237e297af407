import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './organisation.ts';

/**
 * The answers of create calls by their idempotency key (docs/domain.md §21): per user and call,
 * the key (the `Idempotency-Key` header, or the client-made id of a customer or ticket), a hash
 * of the request and the answer given. Claimed in the write's own transaction; pruned after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    callPath: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.callPath, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
