import { type AnyColumn, and, asc, count, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import {
  roles,
  ruleSetFlows,
  ruleSetRules,
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import { turkishLower, turkishOrder } from '../../db/turkish-lower.ts';
import { type CompiledListQuery, escapeLike } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';
import type { HierarchyTable } from './list-definition-repository.ts';

const sets = ticketCategorySets;

/** One page of a hierarchy level (deleted rows never show) and the total. */
export async function findHierarchyLevelPage(
  db: SealedDb,
  table: HierarchyTable,
  query: CompiledListQuery,
) {
  const where = and(eq(table.isDeleted, false), query.where);
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({
        id: table.id,
        name: table.name,
        isActive: table.isActive,
        isDeleted: table.isDeleted,
      })
      .from(table)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const categorySetColumns = {
  id: sets.id,
  typeId: sets.typeId,
  categoryId: sets.categoryId,
  subCategoryId: sets.subCategoryId,
  typeName: ticketTypes.name,
  categoryName: ticketCategories.name,
  subCategoryName: ticketSubCategories.name,
  ruleSetId: sets.ruleSetId,
  ruleSetName: ruleSets.name,
  callType: sets.callType,
  isActive: sets.isActive,
  isManagerSee: sets.isManagerSee,
  canGoEcommerceBackOffice: sets.canGoEcommerceBackOffice,
  isAllergy: sets.isAllergy,
  isCrossOrder: sets.isCrossOrder,
  isIvr: sets.isIvr,
  isOnlineShop: sets.isOnlineShop,
  isSms: sets.isSms,
  is48HoursSms: sets.is48HoursSms,
  canStoreView: sets.canStoreView,
  isAppreciationMail: sets.isAppreciationMail,
  isRedAlarm: sets.isRedAlarm,
  ruleSetIsClosed: sql<boolean>`coalesce(${ruleSets.isCaseClosed}, false)`,
  script: sets.script,
  mailGroupId: sets.mailGroupId,
};

function selectCategorySets(db: SealedDb) {
  return unsealed(db)
    .select(categorySetColumns)
    .from(sets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, sets.typeId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, sets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .leftJoin(ruleSets, eq(ruleSets.id, sets.ruleSetId));
}

/**
 * One page of category sets with the names of their levels and rule set, and the total;
 * `managerOnly` keeps to those store managers may see.
 */
export async function findCategorySetPage(
  db: SealedDb,
  query: CompiledListQuery,
  options: { managerOnly?: boolean } = {},
) {
  const where = and(
    eq(sets.isDeleted, false),
    options.managerOnly ? eq(sets.isManagerSee, true) : undefined,
    query.where,
  );
  const [rows, [total]] = await Promise.all([
    selectCategorySets(db)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    // The filters only touch the set's own columns; the joins are inner on required keys.
    unsealed(db).select({ n: count() }).from(sets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CategorySetRow = Awaited<ReturnType<typeof findCategorySetPage>>['rows'][number];

/**
 * Breakdowns (active or not, never deleted) whose type, category or sub-category name has the
 * text, the Turkish way, in the list's order; at most `limit`.
 */
export function findCategorySetsByName(db: SealedDb, text: string, limit: number) {
  const pattern = `%${escapeLike(text.toLocaleLowerCase('tr-TR'))}%`;
  const matches = (column: AnyColumn) => sql`${turkishLower(column)} like ${pattern}`;
  return selectCategorySets(db)
    .where(
      and(
        eq(sets.isDeleted, false),
        text === ''
          ? undefined
          : or(
              matches(ticketTypes.name),
              matches(ticketCategories.name),
              matches(ticketSubCategories.name),
            ),
      ),
    )
    .orderBy(
      asc(turkishOrder(ticketTypes.name)),
      asc(turkishOrder(ticketCategories.name)),
      asc(turkishOrder(ticketSubCategories.name)),
      asc(sets.id),
    )
    .limit(limit);
}

async function findCategorySetWhere(
  db: SealedDb,
  condition: SQL | undefined,
): Promise<CategorySetRow | null> {
  const [row] = await selectCategorySets(db)
    .where(and(eq(sets.isDeleted, false), condition))
    .limit(1);
  return row ?? null;
}

export function findCategorySetById(db: SealedDb, id: string): Promise<CategorySetRow | null> {
  return findCategorySetWhere(db, eq(sets.id, id));
}

/** A breakdown: the type, category and sub-category a set ties together. */
export type Breakdown = { typeId: string; categoryId: string; subCategoryId: string };

const ofBreakdown = (breakdown: Breakdown) =>
  and(
    eq(sets.typeId, breakdown.typeId),
    eq(sets.categoryId, breakdown.categoryId),
    eq(sets.subCategoryId, breakdown.subCategoryId),
  );

/**
 * The set of a breakdown; with `usable`, only an active one or exactly `usable.keptSetId` (a
 * ticket's edit keeps the set it already names even when it has been deactivated since).
 */
export function findCategorySetOfBreakdown(
  db: SealedDb,
  breakdown: Breakdown,
  usable?: { keptSetId: string | null },
): Promise<CategorySetRow | null> {
  const state = usable
    ? usable.keptSetId
      ? eq(sets.id, usable.keptSetId)
      : eq(sets.isActive, true)
    : undefined;
  return findCategorySetWhere(db, and(ofBreakdown(breakdown), state));
}

/** What makes a set usable on the ticket form, optionally only the manager-visible ones. */
function offeredSet(forManager: boolean) {
  return and(
    eq(sets.isActive, true),
    eq(sets.isDeleted, false),
    forManager ? eq(sets.isManagerSee, true) : undefined,
  );
}

const liveLevel = (table: HierarchyTable) =>
  and(eq(table.isActive, true), eq(table.isDeleted, false));

/** Active types with at least one offered set. */
export function findTypesWithSets(db: SealedDb, forManager: boolean) {
  return unsealed(db)
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(
      and(
        liveLevel(ticketTypes),
        exists(
          unsealed(db)
            .select({ one: sql`1` })
            .from(sets)
            .where(and(eq(sets.typeId, ticketTypes.id), offeredSet(forManager))),
        ),
      ),
    );
}

/** Active categories of the offered sets of a type whose sub-category is active too. */
export function findCategoriesOfType(db: SealedDb, typeId: string, forManager: boolean) {
  return unsealed(db)
    .selectDistinct({ id: ticketCategories.id, name: ticketCategories.name })
    .from(sets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, sets.categoryId))
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .where(
      and(
        eq(sets.typeId, typeId),
        offeredSet(forManager),
        liveLevel(ticketCategories),
        liveLevel(ticketSubCategories),
      ),
    );
}

/** Active sub-categories of the offered sets of a type and category, with the set. */
export function findSubCategoriesOf(
  db: SealedDb,
  input: { typeId: string; categoryId: string },
  forManager: boolean,
) {
  // One set per breakdown (unique index), so no sub-category appears twice.
  return unsealed(db)
    .select({
      id: ticketSubCategories.id,
      name: ticketSubCategories.name,
      categorySetId: sets.id,
      callType: sets.callType,
    })
    .from(sets)
    .innerJoin(ticketSubCategories, eq(ticketSubCategories.id, sets.subCategoryId))
    .where(
      and(
        eq(sets.typeId, input.typeId),
        eq(sets.categoryId, input.categoryId),
        offeredSet(forManager),
        liveLevel(ticketSubCategories),
      ),
    );
}

/** The rule set of a category set that is not deleted; undefined when there is no such set. */
export async function findRuleSetIdOfCategorySet(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({ ruleSetId: sets.ruleSetId })
    .from(sets)
    .where(and(eq(sets.id, id), eq(sets.isDeleted, false)))
    .limit(1);
  return row;
}

/** The active rules of a rule set, by name. */
export function findActiveRules(db: SealedDb, ruleSetId: string) {
  return unsealed(db)
    .select({
      name: ruleSetRules.name,
      value: ruleSetRules.value,
      displayName: ruleSetRules.displayName,
    })
    .from(ruleSetRules)
    .where(and(eq(ruleSetRules.ruleSetId, ruleSetId), eq(ruleSetRules.isActive, true)))
    .orderBy(asc(ruleSetRules.name));
}

export async function findRuleSet(db: SealedDb, id: string) {
  const [row] = await unsealed(db)
    .select({
      id: ruleSets.id,
      name: ruleSets.name,
      sla: ruleSets.sla,
      isCaseClosed: ruleSets.isCaseClosed,
      isDeletedFromSLA: ruleSets.isDeletedFromSLA,
    })
    .from(ruleSets)
    .where(eq(ruleSets.id, id))
    .limit(1);
  return row ?? null;
}

export function findFlowsOfRuleSet(db: SealedDb, ruleSetId: string) {
  return unsealed(db)
    .select({
      roleId: ruleSetFlows.roleId,
      roleName: roles.name,
      actionStatus: ruleSetFlows.actionStatus,
    })
    .from(ruleSetFlows)
    .innerJoin(roles, eq(roles.id, ruleSetFlows.roleId))
    .where(eq(ruleSetFlows.ruleSetId, ruleSetId))
    .orderBy(asc(turkishOrder(roles.name)), asc(roles.name));
}
