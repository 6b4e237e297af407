import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './organisation.ts';

/**
 * The administration audit log (docs/domain.md §14.5): one row per administrative write, written
 * in the write's own transaction. `before` / `after` hold the row's own fields as the contract
 * names them; `before` is null for a creation, `after` for a deletion.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** A key of AUDIT_ENTITY_TYPES ('ticketType', 'categorySet', …). */
    entityType: text().notNull(),
    entityId: text().notNull(),
    entityLabel: text().notNull(),
    /** 'create', 'update' or 'delete'. */
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** Live tickets the change moved; null when none could move. */
    touchedTicketCount: integer(),
  },
  (t) => [
    index('admin_audit_log_created').on(t.createdAt.desc()),
    index('admin_audit_log_entity_created').on(t.entityType, t.createdAt),
    index('admin_audit_log_user_created').on(t.userId, t.createdAt),
  ],
);
