import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { sources } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import { hasSameName, lockNameWrites } from '../../../db/unique-names.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const SOURCE_COLUMNS = {
  id: sources.id,
  name: sources.name,
  isActive: sources.isActive,
  isDeleted: sources.isDeleted,
  groupName: sources.groupName,
  order: sources.order,
};

const notDeleted = eq(sources.isDeleted, false);

/** Every source not deleted, active or not, by name. */
export function findAllSources(db: SealedDb) {
  return unsealed(db)
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(notDeleted)
    .orderBy(asc(turkishOrder(sources.name)), asc(sources.name), asc(sources.id));
}

/** How many sources the list holds (not deleted): a new one's place at its end. */
export async function countSources(db: SealedDb): Promise<number> {
  const [row] = await unsealed(db).select({ n: count() }).from(sources).where(notDeleted);
  return row?.n ?? 0;
}

export const lockSourceNames = (tx: SealedDb) => lockNameWrites(unsealed(tx), 'sources');

/** Whether another source not deleted has the name (a deleted one frees it). */
export async function isSourceNameTaken(db: SealedDb, name: string, exceptId?: string) {
  const [row] = await unsealed(db)
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        notDeleted,
        hasSameName(sources.name, name),
        exceptId ? ne(sources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSource(tx: SealedDb, row: TSourceAdminRow) {
  const [saved] = await unsealed(tx)
    .insert(sources)
    .values(row)
    .onConflictDoNothing({ target: sources.id })
    .returning(SOURCE_COLUMNS);
  return saved ?? null;
}

/** A source not deleted, locked for the transaction. */
export async function lockSource(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(and(eq(sources.id, id), notDeleted))
    .for('update');
  return row ?? null;
}

export async function updateSourceRow(tx: SealedDb, row: TSourceAdminRow) {
  const [saved] = await unsealed(tx)
    .update(sources)
    .set(row)
    .where(eq(sources.id, row.id))
    .returning(SOURCE_COLUMNS);
  return saved!;
}
