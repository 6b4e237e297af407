import { PAGE_SIZES } from '@ccms/contract/constants';
import { CATEGORY_SET_LIST_SORTABLE, HIERARCHY_LEVEL_FILTERS } from '@ccms/contract/hierarchy';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
  type TQuerySorting,
} from '@ccms/contract/query-format';
import { RULE_SET_LIST_FILTERS } from '@ccms/contract/rule-sets';

/** The four lists of the filter card, each filtering one property of the breakdown list. */
export const FILTER_KINDS = ['typeId', 'categoryId', 'subCategoryId', 'ruleSetId'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** A chosen filter: the id sent, the name shown on its tag. */
export type ChosenItem = { id: string; name: string };
export type ChosenFilters = Record<FilterKind, readonly ChosenItem[]>;

export const NO_FILTERS: ChosenFilters = {
  typeId: [],
  categoryId: [],
  subCategoryId: [],
  ruleSetId: [],
};

/** Chooses an item, or takes it back when it is already chosen. */
export function toggleChosen(
  chosen: ChosenFilters,
  kind: FilterKind,
  item: ChosenItem,
): ChosenFilters {
  const current = chosen[kind];
  const next = current.some((candidate) => candidate.id === item.id)
    ? current.filter((candidate) => candidate.id !== item.id)
    : [...current, item];
  return { ...chosen, [kind]: next };
}

export function hasChosenFilters(chosen: ChosenFilters): boolean {
  return FILTER_KINDS.some((kind) => chosen[kind].length > 0);
}

type SortField = (typeof CATEGORY_SET_LIST_SORTABLE)[number];
export type CategorySetSort = { field: SortField; order: 'ascend' | 'descend' };

/** The spec's order: type, category, sub-category names. */
const DEFAULT_ORDER: readonly SortField[] = ['typeName', 'categoryName', 'subCategoryName'];

export type CategorySetListState = {
  chosen: ChosenFilters;
  /** null: the default order. */
  sort: CategorySetSort | null;
  page: number;
};

export const INITIAL_CATEGORY_SET_LIST_STATE: CategorySetListState = {
  chosen: NO_FILTERS,
  sort: null,
  page: 1,
};

/**
 * getticketcategorysets: one `equal` filter per chosen item (several on one property match any
 * of them, the properties together all), the chosen column first and the default order behind
 * it, 15 a page.
 */
export function buildCategorySetListQuery(state: CategorySetListState): TQueryFormatter {
  const filters: TQueryFilter[] = FILTER_KINDS.flatMap((kind) =>
    state.chosen[kind].map((item) => ({
      propertyName: kind,
      operator: 'equal' as const,
      targetValue: item.id,
    })),
  );
  const fields: SortField[] = state.sort ? [state.sort.field] : [];
  for (const field of DEFAULT_ORDER) if (!fields.includes(field)) fields.push(field);
  const sortings: TQuerySorting[] = fields.map((field, priority) => ({
    propertyName: field,
    priority,
    direction:
      state.sort?.field === field && state.sort.order === 'descend'
        ? SORT_DIRECTION.descending
        : SORT_DIRECTION.ascending,
  }));
  return {
    filters,
    sortings,
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.categorySets },
  };
}

/** The 1-based number of a row across pages. */
export function rowNumber(page: number, indexOnPage: number): number {
  return (page - 1) * PAGE_SIZES.categorySets + indexOnPage + 1;
}

function isSortField(value: unknown): value is SortField {
  return (CATEGORY_SET_LIST_SORTABLE as readonly unknown[]).includes(value);
}

type AntdSorter = { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/** antd Table's sorter → the list's sort; a cleared or unknown one is the default order. */
export function toCategorySetSort(sorter: AntdSorter | AntdSorter[]): CategorySetSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return null;
  const field = first.columnKey ?? first.field;
  return isSortField(field) ? { field, order: first.order } : null;
}

// The property names the searchable lists filter on; the contract says which operator.
const LEVEL_NAME = 'name';
const RULE_SET_NAME = 'rulesetname';

/**
 * One page of a searchable list, sorted by name: a type, category or sub-category page (name
 * `contains`) or a rule set page (rulesetname `contains`). The term is trimmed; an empty one
 * lists everything. `activeOnly` keeps inactive levels out (the new breakdown's choices).
 */
export function buildNameSearchQuery(options: {
  kind: FilterKind;
  term: string;
  page: number;
  pageSize: number;
  activeOnly?: boolean;
}): TQueryFormatter {
  const { kind, page, pageSize, activeOnly } = options;
  const term = options.term.trim();
  const isRuleSet = kind === 'ruleSetId';
  const filters: TQueryFilter[] = [];
  if (term !== '') {
    filters.push(
      isRuleSet
        ? {
            propertyName: RULE_SET_NAME,
            operator: RULE_SET_LIST_FILTERS.rulesetname,
            targetValue: term,
          }
        : { propertyName: LEVEL_NAME, operator: HIERARCHY_LEVEL_FILTERS.name, targetValue: term },
    );
  }
  if (activeOnly && !isRuleSet) {
    filters.push({
      propertyName: 'isActive',
      operator: HIERARCHY_LEVEL_FILTERS.isActive,
      targetValue: true,
    });
  }
  return {
    filters,
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: page, maxItemCountPerPage: pageSize },
  };
}
