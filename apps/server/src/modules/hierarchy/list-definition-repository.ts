import { PAGE_SIZES } from '@ccms/contract/constants';
import {
  CATEGORY_SET_LIST_FILTERS,
  CATEGORY_SET_LIST_SORTABLE,
  HIERARCHY_LEVEL_FILTERS,
  HIERARCHY_LEVEL_SORTABLE,
} from '@ccms/contract/hierarchy';
import {
  ruleSets,
  ticketCategories,
  ticketCategorySets,
  ticketSubCategories,
  ticketTypes,
} from '../../db/schema/index.ts';
import { defineList, type ListDefinition } from '../../platform/query-format.ts';

/** The three level tables share one shape; the type of ticket_types stands for all of them. */
export type HierarchyTable = typeof ticketTypes;

/** The table of each level, by the name routes and services use. */
export const HIERARCHY_LEVEL_TABLES = {
  types: ticketTypes,
  categories: ticketCategories,
  subCategories: ticketSubCategories,
} as const satisfies Record<string, HierarchyTable>;
export type HierarchyLevel = keyof typeof HIERARCHY_LEVEL_TABLES;

/** The whitelist of tickettypes, ticketcategories and ticketsubcategories (same columns). */
export function hierarchyLevelList(table: HierarchyTable): ListDefinition {
  return defineList({
    filters: HIERARCHY_LEVEL_FILTERS,
    sortable: HIERARCHY_LEVEL_SORTABLE,
    columns: { name: table.name, isActive: table.isActive },
    turkishOrder: ['name'],
    defaultSort: [{ property: 'name', direction: 0 }],
    tieBreaker: table.id,
    defaultPageSize: PAGE_SIZES.default,
  });
}

/**
 * The whitelist of tickethierarchy/getticketcategorysets: uuid and boolean equality filters
 * (several rule sets chosen on the filter card match any of them).
 */
export const CATEGORY_SET_LIST = defineList({
  filters: Object.fromEntries(
    Object.keys(CATEGORY_SET_LIST_FILTERS).map((name) => [name, 'equal']),
  ),
  sortable: CATEGORY_SET_LIST_SORTABLE,
  columns: {
    typeId: ticketCategorySets.typeId,
    categoryId: ticketCategorySets.categoryId,
    subCategoryId: ticketCategorySets.subCategoryId,
    ruleSetId: ticketCategorySets.ruleSetId,
    ruleSetIds: ticketCategorySets.ruleSetId,
    isActive: ticketCategorySets.isActive,
    isManagerSee: ticketCategorySets.isManagerSee,
    // The names live in the joined tables; sorting by them needs them as fields.
    typeName: ticketTypes.name,
    categoryName: ticketCategories.name,
    subCategoryName: ticketSubCategories.name,
    ruleSetName: ruleSets.name,
    callType: ticketCategorySets.callType,
  },
  overrides: {
    ...Object.fromEntries(
      Object.entries(CATEGORY_SET_LIST_FILTERS).map(([name, type]) => [name, { type }]),
    ),
    callType: { type: 'number' },
  },
  turkishOrder: ['typeName', 'categoryName', 'subCategoryName', 'ruleSetName'],
  defaultSort: [
    { property: 'typeName', direction: 0 },
    { property: 'categoryName', direction: 0 },
    { property: 'subCategoryName', direction: 0 },
  ],
  tieBreaker: ticketCategorySets.id,
  defaultPageSize: PAGE_SIZES.categorySets,
});
