import { PAGE_SIZES } from '@ccms/contract/constants';
import { CUSTOMER_LIST_FILTERS, CUSTOMER_LIST_SORTABLE } from '@ccms/contract/customers/rules';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
  type TQuerySorting,
} from '@ccms/contract/query-format';

/** What the filter card holds. */
export type CustomerListFilters = {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  emailAddress?: string;
  isActiveOnly?: boolean;
  isFlaggedOnly?: boolean;
};

export type CustomerSortField = (typeof CUSTOMER_LIST_SORTABLE)[number];
export type CustomerListSort = { field: CustomerSortField; order: 'ascend' | 'descend' };

/** The list's whole state: the applied filters, the sort and the page. */
export type CustomerListState = {
  filters: CustomerListFilters;
  sort: CustomerListSort | null;
  page: number;
  pageSize: number;
};

export const DEFAULT_CUSTOMER_SORT: CustomerListSort = { field: 'firstName', order: 'ascend' };

export const INITIAL_CUSTOMER_LIST_STATE: CustomerListState = {
  filters: {},
  sort: DEFAULT_CUSTOMER_SORT,
  page: 1,
  pageSize: PAGE_SIZES.customers,
};

const TEXT_FILTERS = ['firstName', 'lastName', 'phoneNumber', 'emailAddress'] as const;

/** The customers/list body: trimmed texts (empty ones left out), switches only when on. */
export function buildCustomerListQuery(state: CustomerListState): TQueryFormatter {
  const filters: TQueryFilter[] = [];
  for (const property of TEXT_FILTERS) {
    const value = state.filters[property]?.trim() ?? '';
    if (value !== '') {
      filters.push({
        propertyName: property,
        operator: CUSTOMER_LIST_FILTERS[property],
        targetValue: value,
      });
    }
  }
  if (state.filters.isActiveOnly) {
    filters.push({
      propertyName: 'isActive',
      operator: CUSTOMER_LIST_FILTERS.isActive,
      targetValue: 'true',
    });
  }
  if (state.filters.isFlaggedOnly) {
    filters.push({
      propertyName: 'isFlag',
      operator: CUSTOMER_LIST_FILTERS.isFlag,
      targetValue: 'true',
    });
  }
  const sortings: TQuerySorting[] = state.sort
    ? [
        {
          propertyName: state.sort.field,
          priority: 0,
          direction:
            state.sort.order === 'descend' ? SORT_DIRECTION.descending : SORT_DIRECTION.ascending,
        },
      ]
    : [];
  return {
    filters,
    sortings,
    paging: { pageNumber: state.page, maxItemCountPerPage: state.pageSize },
  };
}

function isSortField(value: unknown): value is CustomerSortField {
  return (CUSTOMER_LIST_SORTABLE as readonly unknown[]).includes(value);
}

/** The part of antd's Table sorter argument this list reads (one column or several). */
type AntdSorter = { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/**
 * antd Table's sorter → the list's sort. A cleared sort (order null) falls back to the default
 * (first name ascending), as does a column that is not sortable on the server.
 */
export function toCustomerListSort(sorter: AntdSorter | AntdSorter[]): CustomerListSort {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return DEFAULT_CUSTOMER_SORT;
  const field = first.field ?? first.columnKey;
  if (!isSortField(field)) return DEFAULT_CUSTOMER_SORT;
  return { field, order: first.order };
}
