import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './organisation.ts';

/**
 * Every password sign-in attempt at the embedded provider (docs/domain.md §9, "Sign-in
 * records"): the account name as typed, the user when it names one, the client address, and
 * how it ended (`reason`, a key of SIGN_IN_REASONS).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    accountName: text().notNull(),
    userId: uuid().references(() => users.id),
    clientAddress: text().notNull(),
    isSuccessful: boolean().notNull(),
    reason: text().notNull(),
  },
  (t) => [
    index('sign_in_attempts_created').on(t.createdAt.desc()),
    index('sign_in_attempts_user').on(t.userId),
  ],
);
