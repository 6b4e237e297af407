import type { AuditAction, AuditEntityType } from '@ccms/contract/audit-log';
import type { SealedDb } from '../sealed-db.ts';
import { insertAuditRows } from './repository.ts';

/** One administrative change, as a module hands it over. */
export type AuditInput = {
  /** Who made it (the signed-in caller). */
  user: { id: string };
  entityType: AuditEntityType;
  entityId: string;
  /** What a person calls the row: a name, 'Tip - Kategori - Alt kategori' for a breakdown. */
  entityLabel: string;
  action: AuditAction;
  /** The row's own fields before the change (camelCase, no joins); null for a creation. */
  before: Record<string, unknown> | null;
  /** The row's own fields after the change; null for a deletion. */
  after: Record<string, unknown> | null;
  /** Live tickets the change moved; leave it out when none could move. */
  touchedTicketCount?: number | null;
};

/**
 * Records administrative changes (docs/domain.md §14.5). Call it with the write's transaction,
 * so the entries and the change are kept or lost together.
 */
export async function recordAudit(tx: SealedDb, entries: AuditInput | AuditInput[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  await insertAuditRows(
    tx,
    list.map((entry) => ({
      userId: entry.user.id,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityLabel: entry.entityLabel,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      touchedTicketCount: entry.touchedTicketCount ?? null,
    })),
  );
}
