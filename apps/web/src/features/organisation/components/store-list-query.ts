import { PAGE_SIZES } from '@ccms/contract/constants';
import { STORE_LIST_FILTERS, STORE_LIST_SORTABLE } from '@ccms/contract/organisation/stores';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The stores filter card: texts typed, and the active-only switch (on by default). */
export type StoreFilters = {
  name?: string;
  lastName?: string;
  phoneNumber?: string;
  emailAddress?: string;
  isActiveOnly?: boolean;
};

export type StoreListState = { filters: StoreFilters; sort: TableSort | null; page: number };

export const DEFAULT_STORE_SORT: TableSort = { field: 'name', order: 'ascend' };
export const STORE_SORTABLE: readonly string[] = STORE_LIST_SORTABLE;
export const INITIAL_STORE_FILTERS: StoreFilters = { isActiveOnly: true };
export const INITIAL_STORE_LIST_STATE: StoreListState = {
  filters: INITIAL_STORE_FILTERS,
  sort: DEFAULT_STORE_SORT,
  page: 1,
};

const TEXT_FILTERS = ['name', 'lastName', 'phoneNumber', 'emailAddress'] as const;

/**
 * The watsonsstore/GetStoresList body (docs/domain.md §14.4 Stores list): texts trimmed and
 * upper-cased the Turkish way, `contains`; with the switch on, isActive equal 'true'; 20 a page
 * (the screen asks for the 20 it shows).
 */
export function buildStoreListQuery(state: StoreListState): TQueryFormatter {
  const filters: TQueryFilter[] = [];
  for (const field of TEXT_FILTERS) {
    const value = state.filters[field]?.trim() ?? '';
    if (value) {
      filters.push({
        propertyName: field,
        operator: STORE_LIST_FILTERS[field],
        targetValue: value.toLocaleUpperCase('tr-TR'),
      });
    }
  }
  if (state.filters.isActiveOnly !== false) {
    filters.push({ propertyName: 'isActive', operator: 'equal', targetValue: 'true' });
  }
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.stores },
  };
}
