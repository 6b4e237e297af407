import { type AnyColumn, and, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import { hasSameName } from '../../db/unique-names.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import {
  HIERARCHY_LEVEL_TABLES,
  type HierarchyLevel,
  type HierarchyTable,
} from './list-definition-repository.ts';

const sets = ticketCategorySets;

/** The column of a breakdown that names a row of each level. */
const SET_COLUMN_OF_LEVEL = {
  types: sets.typeId,
  categories: sets.categoryId,
  subCategories: sets.subCategoryId,
} as const;

const levelColumns = (table: HierarchyTable) => ({
  id: table.id,
  name: table.name,
  isActive: table.isActive,
  isDeleted: table.isDeleted,
});

/**
 * Serialises the name writes of one level until the transaction ends: names are unique per
 * level (case-insensitively, the Turkish way), which no index can hold, so two adds of the same
 * name must not both pass the check.
 */
export async function lockLevelNames(tx: SealedDb, level: HierarchyLevel): Promise<void> {
  await unsealed(tx).execute(
    sql`select pg_advisory_xact_lock(hashtext(${`hierarchy-names:${level}`}))`,
  );
}

/** Whether a row of the level other than `exceptId` (deleted ones aside) has the name. */
export async function isLevelNameTaken(
  db: SealedDb,
  level: HierarchyLevel,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const table = HIERARCHY_LEVEL_TABLES[level];
  const [row] = await unsealed(db)
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.isDeleted, false),
        hasSameName(table.name, name),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The row of a level, deleted or not, locked for the rest of the transaction. */
export async function lockLevelRow(tx: SealedDb, level: HierarchyLevel, id: string) {
  const table = HIERARCHY_LEVEL_TABLES[level];
  const [row] = await unsealed(tx)
    .select(levelColumns(table))
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}

/** Inserts the row unless its id is taken; null when it was. */
export async function insertLevelRow(
  tx: SealedDb,
  level: HierarchyLevel,
  values: { id: string; name: string; isActive: boolean },
) {
  const table = HIERARCHY_LEVEL_TABLES[level];
  const [row] = await unsealed(tx)
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: table.id })
    .returning(levelColumns(table));
  return row ?? null;
}

export async function updateLevelRow(
  tx: SealedDb,
  level: HierarchyLevel,
  id: string,
  values: { name: string; isActive: boolean },
) {
  const table = HIERARCHY_LEVEL_TABLES[level];
  const [row] = await unsealed(tx)
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning(levelColumns(table));
  return row!;
}

/** The level row a breakdown's column names is active and not deleted. */
const liveAndActive = (table: HierarchyTable, column: AnyColumn) =>
  sql`exists (select 1 from ${table} where ${table.id} = ${column}
    and ${table.isActive} and not ${table.isDeleted})`;

/**
 * The cascade of a level's active switch (docs/domain.md §14.1 Cascade): deactivating takes
 * every active breakdown of the row with it; activating brings back the inactive breakdowns
 * of the row whose other two levels are active. Answers the breakdowns it changed, as they
 * are now.
 */
export function cascadeLevelActivity(
  tx: SealedDb,
  level: HierarchyLevel,
  id: string,
  isActive: boolean,
) {
  const conditions: SQL[] = [
    eq(SET_COLUMN_OF_LEVEL[level], id),
    eq(sets.isDeleted, false),
    eq(sets.isActive, !isActive),
  ];
  if (isActive) {
    conditions.push(
      liveAndActive(ticketTypes, sets.typeId),
      liveAndActive(ticketCategories, sets.categoryId),
      liveAndActive(ticketSubCategories, sets.subCategoryId),
    );
  }
  return unsealed(tx)
    .update(sets)
    .set({ isActive })
    .where(and(...conditions))
    .returning();
}
