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
import type { ListDefinition, ListField } from '../../platform/query-format.ts';

/** The three level tables share one shape; the type of ticket_types stands for all of them. */
export type HierarchyTable = typeof ticketTypes;

/** The whitelist of tickettypes, ticketcategories and ticketsubcategories (same columns). */
export function hierarchyLevelList(table: HierarchyTable): ListDefinition {
  const columns: Record<keyof typeof HIERARCHY_LEVEL_FILTERS, ListField['column']> = {
    name: table.name,
    isActive: table.isActive,
  };
  return {
    fields: Object.fromEntries(
      (Object.keys(HIERARCHY_LEVEL_FILTERS) as (keyof typeof HIERARCHY_LEVEL_FILTERS)[]).map(
        (name) => [
          name,
          {
            column: columns[name],
            type: HIERARCHY_LEVEL_FILTERS[name] === 'contains' ? 'string' : 'boolean',
            filterable: true,
            sortable: (HIERARCHY_LEVEL_SORTABLE as readonly string[]).includes(name),
          } satisfies ListField,
        ],
      ),
    ),
    defaultSort: [{ property: 'name', direction: 0 }],
    tieBreaker: table.id,
    defaultPageSize: PAGE_SIZES.default,
  };
}

const filterable = (type: ListField['type'], column: ListField['column']): ListField => ({
  column,
  type,
  filterable: true,
  sortable: false,
});
const sortable = (type: ListField['type'], column: ListField['column']): ListField => ({
  column,
  type,
  filterable: false,
  sortable: true,
});

const CATEGORY_SET_FIELDS: Record<string, ListField> = {
  typeId: filterable(CATEGORY_SET_LIST_FILTERS.typeId, ticketCategorySets.typeId),
  categoryId: filterable(CATEGORY_SET_LIST_FILTERS.categoryId, ticketCategorySets.categoryId),
  subCategoryId: filterable(
    CATEGORY_SET_LIST_FILTERS.subCategoryId,
    ticketCategorySets.subCategoryId,
  ),
  isActive: filterable(CATEGORY_SET_LIST_FILTERS.isActive, ticketCategorySets.isActive),
  isManagerSee: filterable(CATEGORY_SET_LIST_FILTERS.isManagerSee, ticketCategorySets.isManagerSee),
  // The names live in the joined tables; sorting by them needs them as fields.
  typeName: sortable('string', ticketTypes.name),
  categoryName: sortable('string', ticketCategories.name),
  subCategoryName: sortable('string', ticketSubCategories.name),
  ruleSetName: sortable('string', ruleSets.name),
  callType: sortable('number', ticketCategorySets.callType),
};
for (const name of CATEGORY_SET_LIST_SORTABLE) {
  const field = CATEGORY_SET_FIELDS[name];
  if (field) field.sortable = true;
}

/** The whitelist of tickethierarchy/getticketcategorysets. */
export const CATEGORY_SET_LIST: ListDefinition = {
  fields: CATEGORY_SET_FIELDS,
  defaultSort: [
    { property: 'typeName', direction: 0 },
    { property: 'categoryName', direction: 0 },
    { property: 'subCategoryName', direction: 0 },
  ],
  tieBreaker: ticketCategorySets.id,
  defaultPageSize: PAGE_SIZES.categorySets,
};
