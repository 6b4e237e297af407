import { AUDIT_LOG_FILTERS, AUDIT_LOG_SORTABLE } from '@ccms/contract/audit-log';
import { PAGE_SIZES } from '@ccms/contract/constants';
import { count, eq, sql } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { type CompiledListQuery, defineList } from '../query-format.ts';
import type { SealedDb } from '../sealed-db.ts';
import { unsealed } from '../unseal-db.ts';

export type AuditRow = typeof adminAuditLog.$inferInsert;

export async function insertAuditRows(db: SealedDb, rows: AuditRow[]): Promise<void> {
  if (rows.length > 0) await unsealed(db).insert(adminAuditLog).values(rows);
}

/** The whitelist of auditlog/list: who, which kind and row, and the creation date range. */
export const AUDIT_LOG_LIST = defineList({
  filters: AUDIT_LOG_FILTERS,
  sortable: AUDIT_LOG_SORTABLE,
  columns: {
    userId: adminAuditLog.userId,
    entityType: adminAuditLog.entityType,
    entityId: adminAuditLog.entityId,
    createdDate: adminAuditLog.createdAt,
  },
  overrides: {
    userId: { type: 'uuid' },
    entityType: { type: 'string' },
    entityId: { type: 'string' },
    createdDate: { type: 'date' },
  },
  defaultSort: [{ property: 'createdDate', direction: 1 }],
  tieBreaker: adminAuditLog.id,
  defaultPageSize: PAGE_SIZES.auditLog,
});

/** One page of the log with the writer's name, and the total. */
export async function findAuditPage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({
        id: adminAuditLog.id,
        createdAt: adminAuditLog.createdAt,
        userId: adminAuditLog.userId,
        userFullName: sql<string>`${users.name} || ' ' || ${users.surname}`,
        entityType: adminAuditLog.entityType,
        entityId: adminAuditLog.entityId,
        entityLabel: adminAuditLog.entityLabel,
        action: adminAuditLog.action,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
        touchedTicketCount: adminAuditLog.touchedTicketCount,
      })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.userId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(adminAuditLog).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
