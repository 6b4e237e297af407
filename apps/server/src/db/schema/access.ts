import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './organisation.ts';

/**
 * One row whose `version` every change of users, roles, role permissions or roles in units
 * raises, by statement triggers in the same transaction (docs/domain.md §1 User cache). Each
 * request compares it with the version its cached user was loaded under: a change is seen by
 * the next request on every server instance sharing the database.
 */
export const accessVersion = pgTable(
  'access_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('access_version_single_row', sql`${t.id} = 1`)],
);

/**
 * One-time links that let a user set their password on the embedded sign-in provider
 * (docs/domain.md §14.4 One-time password link). Only the token's SHA-256 is kept.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull().unique(),
    createdByUserId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the password was set with it, or when a newer link replaced it. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);
