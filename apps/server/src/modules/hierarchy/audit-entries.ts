import type { AuditInput } from '../../platform/audit/record.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { type CategorySetRecord, findBreakdownLabels } from './category-sets-repository.ts';

/** A breakdown's own fields for the audit log: the stored row without its creation time. */
export function categorySetFields(row: CategorySetRecord): Record<string, unknown> {
  const { createdAt: _createdAt, ...fields } = row;
  return fields;
}

/**
 * The audit entries of breakdowns a write changed, labelled 'Tip - Kategori - Alt kategori';
 * `changed` holds what each row had before (the rows are as they are now).
 */
export async function categorySetAuditEntries(
  tx: SealedDb,
  user: { id: string },
  rows: CategorySetRecord[],
  changed: Partial<CategorySetRecord>,
): Promise<AuditInput[]> {
  const labels = await findBreakdownLabels(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    user,
    entityType: 'categorySet',
    entityId: row.id,
    entityLabel: labels.get(row.id) ?? row.id,
    action: 'update',
    before: categorySetFields({ ...row, ...changed }),
    after: categorySetFields(row),
  }));
}

/** 'Tip - Kategori - Alt kategori' of one breakdown. */
export async function breakdownLabel(tx: SealedDb, id: string): Promise<string> {
  return (await findBreakdownLabels(tx, [id])).get(id) ?? id;
}
