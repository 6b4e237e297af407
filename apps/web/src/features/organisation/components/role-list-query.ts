import { PAGE_SIZES } from '@ccms/contract/constants';
import { ROLE_LIST_SORTABLE } from '@ccms/contract/organisation/roles';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The roles filter card: a name typed and a role type chosen ('all' for every type). */
export type RoleFilters = { name?: string; roleType?: 'all' | '1' | '4' | '5' };

export type RoleListState = { filters: RoleFilters; sort: TableSort | null; page: number };

export const DEFAULT_ROLE_SORT: TableSort = { field: 'name', order: 'ascend' };
export const ROLE_SORTABLE: readonly string[] = ROLE_LIST_SORTABLE;
export const INITIAL_ROLE_LIST_STATE: RoleListState = {
  filters: {},
  sort: DEFAULT_ROLE_SORT,
  page: 1,
};

/** Role type options of the filter (docs/domain.md §14.4 Screens). */
export const ROLE_TYPE_FILTER_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: '1', label: 'Mağaza' },
  { value: '4', label: 'Departman' },
  { value: '5', label: 'Çağrı Merkezi İş Ortağı' },
] as const;

/**
 * The roles/list body (docs/domain.md §14.4 Screens): the name contains the text upper-cased the
 * Turkish way; a type equal, or for the store types (0, 1, 3) not 4 and not 5; 20 a page.
 */
export function buildRoleListQuery(state: RoleListState): TQueryFormatter {
  const filters: TQueryFilter[] = [];
  const name = state.filters.name?.trim() ?? '';
  if (name) {
    filters.push({
      propertyName: 'name',
      operator: 'contains',
      targetValue: name.toLocaleUpperCase('tr-TR'),
    });
  }
  const type = state.filters.roleType;
  if (type === '1') {
    filters.push(
      { propertyName: 'roleType', operator: 'notequal', targetValue: '4' },
      { propertyName: 'roleType', operator: 'notequal', targetValue: '5' },
    );
  } else if (type === '4' || type === '5') {
    filters.push({ propertyName: 'roleType', operator: 'equal', targetValue: type });
  }
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.roles },
  };
}
