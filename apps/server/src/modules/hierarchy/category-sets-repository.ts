import { FLOW_ACTIONS } from '@ccms/contract/rule-sets';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import { HIERARCHY_LEVEL_TABLES, type HierarchyLevel } from './list-definition-repository.ts';

const sets = ticketCategorySets;

/** A breakdown's own row, as stored. */
export type CategorySetRecord = typeof ticketCategorySets.$inferSelect;
type CategorySetValues = Omit<typeof ticketCategorySets.$inferInsert, 'createdAt'>;

/** The breakdown (not deleted), locked for the rest of the transaction; null when none. */
export async function lockCategorySetRow(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select()
    .from(sets)
    .where(and(eq(sets.id, id), eq(sets.isDeleted, false)))
    .for('update');
  return row ?? null;
}

export async function insertCategorySetRow(tx: SealedDb, values: CategorySetValues) {
  const [row] = await unsealed(tx).insert(sets).values(values).returning();
  return row!;
}

export async function updateCategorySetRow(
  tx: SealedDb,
  id: string,
  values: Partial<CategorySetValues>,
) {
  const [row] = await unsealed(tx).update(sets).set(values).where(eq(sets.id, id)).returning();
  return row!;
}

/**
 * Takes the mail group off every breakdown that has it, deleted ones too (a deleted breakdown
 * must not keep a deleted group's id). Answers the live breakdowns it changed, as they are now.
 */
export async function clearMailGroupOfCategorySets(tx: SealedDb, mailGroupId: string) {
  const rows = await unsealed(tx)
    .update(sets)
    .set({ mailGroupId: null })
    .where(eq(sets.mailGroupId, mailGroupId))
    .returning();
  return rows.filter((row) => !row.isDeleted);
}

/**
 * Each level of a breakdown as stored (active, deleted), or null when it does not exist; held
 * until the transaction ends, so no level switches off meanwhile (the cascade locks the row).
 */
export async function findLevelStates(
  tx: SealedDb,
  breakdown: { typeId: string; categoryId: string; subCategoryId: string },
) {
  const state = async (level: HierarchyLevel, id: string) => {
    const table = HIERARCHY_LEVEL_TABLES[level];
    const [row] = await unsealed(tx)
      .select({ isActive: table.isActive, isDeleted: table.isDeleted })
      .from(table)
      .where(eq(table.id, id))
      .for('share');
    return row ?? null;
  };
  // One after another: a transaction takes one query at a time.
  return [
    await state('types', breakdown.typeId),
    await state('categories', breakdown.categoryId),
    await state('subCategories', breakdown.subCategoryId),
  ];
}

/** A rule set's switches, held until the transaction ends; null when there is none. */
export async function lockRuleSetState(tx: SealedDb, id: string) {
  const [row] = await unsealed(tx)
    .select({
      isActive: ruleSets.isActive,
      isCaseClosed: ruleSets.isCaseClosed,
      // Whether the set can own a breakdown's tickets (docs/domain.md §14.2).
      // Written out: drizzle leaves the table off columns of a one-table select.
      hasWriteFlow: sql<boolean>`exists (select 1 from rule_set_flows f
        where f.rule_set_id = rule_sets.id and f.action_status = ${FLOW_ACTIONS.write})`,
    })
    .from(ruleSets)
    .where(eq(ruleSets.id, id))
    .for('share');
  return row ?? null;
}

/** 'Tip - Kategori - Alt kategori' of each breakdown, by id, in the order of the names. */
export async function findBreakdownLabels(db: SealedDb, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await unsealed(db)
    .select({
      id: sets.id,
      label: sql<string>`${ticketTypes.name} || ' - ' || ${ticketCategories.name} || ' - ' || ${ticketSubCategories.name}`,
    })
    .from(sets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, sets.typeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, sets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .where(inArray(sets.id, ids))
    .orderBy(ticketTypes.name, ticketCategories.name, ticketSubCategories.name);
  return new Map(rows.map((row) => [row.id, row.label]));
}
