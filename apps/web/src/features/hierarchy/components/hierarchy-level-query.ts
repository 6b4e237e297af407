import { PAGE_SIZES } from '@ccms/contract/constants';
import { HIERARCHY_LEVEL_FILTERS } from '@ccms/contract/hierarchy';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** A hierarchy tab's list: the name filter, the sort and the page. */
export type HierarchyLevelState = { name: string; sort: TableSort | null; page: number };

/** Name ascending, 10 a page (the hierarchy tabs in `PAGE_SIZES`, docs/domain.md §14.5). */
export const DEFAULT_LEVEL_SORT: TableSort = { field: 'name', order: 'ascend' };
export const INITIAL_LEVEL_STATE: HierarchyLevelState = {
  name: '',
  sort: DEFAULT_LEVEL_SORT,
  page: 1,
};

/**
 * The tab's query: the name filter trimmed and upper-cased the Turkish way as the spec sends it
 * (the server compares case-insensitively anyway, docs/domain.md §8 Query format), left out when
 * empty.
 */
export function buildLevelQuery(state: HierarchyLevelState): TQueryFormatter {
  const name = state.name.trim().toLocaleUpperCase('tr-TR');
  const filters: TQueryFilter[] = name
    ? [{ propertyName: 'name', operator: HIERARCHY_LEVEL_FILTERS.name, targetValue: name }]
    : [];
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.hierarchyTabs },
  };
}
