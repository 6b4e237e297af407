import { PAGE_SIZES } from '@ccms/contract/constants';
import { USER_PAGE_FILTERS, USER_PAGE_SORTABLE } from '@ccms/contract/organisation/users';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The users filter card: names and e-mail typed, the user type chosen ('all' for every type). */
export type UserFilters = {
  name?: string;
  surname?: string;
  emailAddress?: string;
  userType?: 'all' | '1' | '0';
};

export type UserListState = { filters: UserFilters; sort: TableSort | null; page: number };

export const DEFAULT_USER_SORT: TableSort = { field: 'name', order: 'ascend' };
export const USER_SORTABLE: readonly string[] = USER_PAGE_SORTABLE;
export const INITIAL_USER_LIST_STATE: UserListState = {
  filters: {},
  sort: DEFAULT_USER_SORT,
  page: 1,
};

/** User type options of the filter (docs/domain.md §14.4 Screens). */
export const USER_TYPE_FILTER_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: '1', label: 'Perakende' },
  { value: '0', label: 'Çağrı Merkezi İş Ortağı' },
] as const;

/**
 * The users/getUsersPage body (docs/domain.md §10 Users): names contain the trimmed text,
 * upper-cased the Turkish way; the e-mail contains the text as typed; userType equal; 20 a page.
 */
export function buildUserListQuery(state: UserListState): TQueryFormatter {
  const filters: TQueryFilter[] = [];
  for (const field of ['name', 'surname'] as const) {
    const value = state.filters[field]?.trim() ?? '';
    if (value) {
      filters.push({
        propertyName: field,
        operator: USER_PAGE_FILTERS[field],
        targetValue: value.toLocaleUpperCase('tr-TR'),
      });
    }
  }
  const email = state.filters.emailAddress?.trim() ?? '';
  if (email) {
    filters.push({ propertyName: 'emailAddress', operator: 'contains', targetValue: email });
  }
  const type = state.filters.userType;
  if (type === '1' || type === '0') {
    filters.push({ propertyName: 'userType', operator: 'equal', targetValue: type });
  }
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.users },
  };
}
