import type { TPaged } from '@ccms/contract/envelope';
import {
  HIERARCHY_MESSAGES,
  type TCategorySet,
  type THierarchyItem,
  type THierarchyOption,
  type TRule,
  type TRuleSet,
  type TSubCategoryOption,
} from '@ccms/contract/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { and, eq } from 'drizzle-orm';
import { ticketCategorySets } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import { CATEGORY_SET_LIST, type HierarchyTable, hierarchyLevelList } from './list-definition.ts';
import {
  findActiveRules,
  findCategoriesOfType,
  findCategorySetPage,
  findCategorySetWhere,
  findFlowsOfRuleSet,
  findHierarchyLevelPage,
  findRuleSet,
  findRuleSetIdOfCategorySet,
  findSubCategoriesOf,
  findTypesWithSets,
} from './repository.ts';

/** Names in Turkish alphabetical order (the database collation may not know Turkish). */
function byTurkishName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** One page of a hierarchy level; deleted rows never show. */
export async function listHierarchyLevel(
  db: Database,
  table: HierarchyTable,
  formatter: TQueryFormatter,
): Promise<TPaged<THierarchyItem>> {
  const query = compileListQuery(hierarchyLevelList(table), formatter);
  const { rows, total } = await findHierarchyLevelPage(db, table, query);
  return toPaged(rows, total, query.pageNumber);
}

export async function listCategorySets(
  db: Database,
  formatter: TQueryFormatter,
): Promise<TPaged<TCategorySet>> {
  const query = compileListQuery(CATEGORY_SET_LIST, formatter);
  const { rows, total } = await findCategorySetPage(db, query);
  return toPaged(rows, total, query.pageNumber);
}

export async function getCategorySet(db: Database, id: string): Promise<TCategorySet> {
  const row = await findCategorySetWhere(db, eq(ticketCategorySets.id, id));
  if (!row) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  return row;
}

/** Active types with at least one active set (manager-visible ones for managers). */
export async function listTypesWithSets(
  db: Database,
  forManager: boolean,
): Promise<THierarchyOption[]> {
  return byTurkishName(await findTypesWithSets(db, forManager));
}

export async function listCategoriesOfType(
  db: Database,
  typeId: string,
  forManager: boolean,
): Promise<THierarchyOption[]> {
  return byTurkishName(await findCategoriesOfType(db, typeId, forManager));
}

export async function listSubCategoriesOf(
  db: Database,
  input: { typeId: string; categoryId: string },
  forManager: boolean,
): Promise<TSubCategoryOption[]> {
  return byTurkishName(await findSubCategoriesOf(db, input, forManager));
}

/** The active rules of a category set's rule set; none when it has no rule set. */
export async function listRulesOfCategorySet(db: Database, id: string): Promise<TRule[]> {
  const set = await findRuleSetIdOfCategorySet(db, id);
  if (!set) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  if (!set.ruleSetId) return [];
  const rules = await findActiveRules(db, set.ruleSetId);
  return rules.map(({ name, value }) => ({ name, value }));
}

/** A rule set with its active rules and its flows (the ticket form reads the rules). */
export async function getRuleSet(db: Database, id: string): Promise<TRuleSet> {
  const ruleSet = await findRuleSet(db, id);
  if (!ruleSet) throw notFound(HIERARCHY_MESSAGES.ruleSetNotFound);
  const [rules, flows] = await Promise.all([findActiveRules(db, id), findFlowsOfRuleSet(db, id)]);
  return { ...ruleSet, rules, flows };
}

/** The script of the (not deleted) set of a breakdown. */
export async function getCategorySetScript(
  db: Database,
  input: { typeId: string; categoryId: string; subCategoryId: string },
): Promise<{ script: string | null }> {
  const row = await findCategorySetWhere(
    db,
    and(
      eq(ticketCategorySets.typeId, input.typeId),
      eq(ticketCategorySets.categoryId, input.categoryId),
      eq(ticketCategorySets.subCategoryId, input.subCategoryId),
    ),
  );
  if (!row) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  return { script: row.script };
}
