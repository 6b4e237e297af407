import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { sources } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import { hasSameName, lockNameWrites } from '../../../db/unique-names.ts';
import type { Executor } from '../../../platform/db.ts';

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
export function findAllSources(db: Executor) {
  return db
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(notDeleted)
    .orderBy(asc(turkishOrder(sources.name)), asc(sources.name), asc(sources.id));
}

/** How many sources the list holds (not deleted): a new one's place at its end. */
export async function countSources(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sources).where(notDeleted);
  return row?.n ?? 0;
}

export const lockSourceNames = (tx: Executor) => lockNameWrites(tx, 'sources');

/** Whether another source not deleted has the name (a deleted one frees it). */
export async function isSourceNameTaken(db: Executor, name: string, exceptId?: string) {
  const [row] = await db
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

export async function insertSource(tx: Executor, row: TSourceAdminRow) {
  const [saved] = await tx
    .insert(sources)
    .values(row)
    .onConflictDoNothing({ target: sources.id })
    .returning(SOURCE_COLUMNS);
  return saved ?? null;
}

/** A source not deleted, locked for the transaction. */
export async function lockSource(tx: Executor, id: string) {
  const [row] = await tx
    .select(SOURCE_COLUMNS)
    .from(sources)
    .where(and(eq(sources.id, id), notDeleted))
    .for('update');
  return row ?? null;
}

export async function updateSourceRow(tx: Executor, row: TSourceAdminRow) {
  const [saved] = await tx
    .update(sources)
    .set(row)
    .where(eq(sources.id, row.id))
    .returning(SOURCE_COLUMNS);
  return saved!;
}
