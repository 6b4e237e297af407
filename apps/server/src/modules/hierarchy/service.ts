import { PAGE_SIZES } from '@ccms/contract/constants';
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
import { allOf } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  CATEGORY_SET_LIST,
  HIERARCHY_LEVEL_TABLES,
  type HierarchyLevel,
  hierarchyLevelList,
} from './list-definition-repository.ts';
import {
  findActiveRules,
  findCategoriesOfType,
  findCategorySetById,
  findCategorySetOfBreakdown,
  findCategorySetPage,
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
  db: SealedDb,
  level: HierarchyLevel,
  formatter: TQueryFormatter,
): Promise<TPaged<THierarchyItem>> {
  const table = HIERARCHY_LEVEL_TABLES[level];
  const query = compileListQuery(hierarchyLevelList(table), formatter);
  const { rows, total } = await findHierarchyLevelPage(db, table, query);
  return toPaged(rows, total, query.pageNumber);
}

export async function listCategorySets(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TCategorySet>> {
  const query = compileListQuery(CATEGORY_SET_LIST, formatter);
  const { rows, total } = await findCategorySetPage(db, query);
  return toPaged(rows, total, query.pageNumber);
}

/**
 * rulesets/getCategorySetsOfRuleSet: the same list limited to one rule set's breakdowns, 5 a
 * page unless asked otherwise (the caller's own rule set filters give way to the set's).
 */
export async function listCategorySetsOfRuleSet(
  db: SealedDb,
  ruleSetId: string,
  formatter: TQueryFormatter,
): Promise<TPaged<TCategorySet>> {
  const filters = (formatter.filters ?? []).filter(
    (filter) => filter.propertyName.toLowerCase() !== 'rulesetid',
  );
  return listCategorySets(db, {
    ...formatter,
    filters: [...filters, { propertyName: 'ruleSetId', operator: 'equal', targetValue: ruleSetId }],
    paging: formatter.paging ?? {
      pageNumber: 1,
      maxItemCountPerPage: PAGE_SIZES.ruleSetCategorySets,
    },
  });
}

/** getticketcategorysetsformanager: the same list, only the breakdowns managers may see. */
export async function listCategorySetsForManager(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TCategorySet>> {
  const query = compileListQuery(CATEGORY_SET_LIST, formatter);
  const { rows, total } = await findCategorySetPage(db, query, { managerOnly: true });
  return toPaged(rows, total, query.pageNumber);
}

export async function getCategorySet(db: SealedDb, id: string): Promise<TCategorySet> {
  const row = await findCategorySetById(db, id);
  if (!row) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  return row;
}

/** Active types with at least one active set (manager-visible ones for managers). */
export async function listTypesWithSets(
  db: SealedDb,
  forManager: boolean,
): Promise<THierarchyOption[]> {
  return byTurkishName(await findTypesWithSets(db, forManager));
}

export async function listCategoriesOfType(
  db: SealedDb,
  typeId: string,
  forManager: boolean,
): Promise<THierarchyOption[]> {
  return byTurkishName(await findCategoriesOfType(db, typeId, forManager));
}

export async function listSubCategoriesOf(
  db: SealedDb,
  input: { typeId: string; categoryId: string },
  forManager: boolean,
): Promise<TSubCategoryOption[]> {
  return byTurkishName(await findSubCategoriesOf(db, input, forManager));
}

/** The active rules of a category set's rule set; none when it has no rule set. */
export async function listRulesOfCategorySet(db: SealedDb, id: string): Promise<TRule[]> {
  const set = await findRuleSetIdOfCategorySet(db, id);
  if (!set) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  if (!set.ruleSetId) return [];
  const rules = await findActiveRules(db, set.ruleSetId);
  return rules.map(({ name, value }) => ({ name, value }));
}

/** A rule set with its active rules and its flows (the ticket form reads the rules). */
export async function getRuleSet(db: SealedDb, id: string): Promise<TRuleSet> {
  const ruleSet = await findRuleSetWithRulesAndFlows(db, id);
  if (!ruleSet) throw notFound(HIERARCHY_MESSAGES.ruleSetNotFound);
  return ruleSet;
}

/** A rule set with its active rules and its flows, or null; inside a transaction too. */
export async function findRuleSetWithRulesAndFlows(db: SealedDb, id: string) {
  const ruleSet = await findRuleSet(db, id);
  if (!ruleSet) return null;
  const [rules, flows] = await allOf(db, [
    () => findActiveRules(db, id),
    () => findFlowsOfRuleSet(db, id),
  ]);
  return { ...ruleSet, rules, flows };
}

/** The active rules of a rule set, by name. */
export function findActiveRulesOfRuleSet(db: SealedDb, ruleSetId: string) {
  return findActiveRules(db, ruleSetId);
}

/**
 * The category set a ticket of this breakdown may name: an active one, or exactly `keptSetId`
 * (an edit keeps the set the ticket already names even when it has been deactivated since).
 */
export function findCategorySetForTicket(
  db: SealedDb,
  breakdown: { ticketTypeId: string; ticketCategoryId: string; ticketSubCategoryId: string },
  keptSetId: string | null,
): Promise<TCategorySet | null> {
  return findCategorySetOfBreakdown(
    db,
    {
      typeId: breakdown.ticketTypeId,
      categoryId: breakdown.ticketCategoryId,
      subCategoryId: breakdown.ticketSubCategoryId,
    },
    { keptSetId },
  );
}

/** The script of the (not deleted) set of a breakdown; empty when it has none (the answer is text). */
export async function getCategorySetScript(
  db: SealedDb,
  input: { typeId: string; categoryId: string; subCategoryId: string },
): Promise<string> {
  const row = await findCategorySetOfBreakdown(db, input);
  if (!row) throw notFound(HIERARCHY_MESSAGES.categorySetNotFound);
  return row.script ?? '';
}
