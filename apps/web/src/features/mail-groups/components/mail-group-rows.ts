import { PAGE_SIZES } from '@ccms/contract/constants';
import {
  MAIL_GROUP_LIST_FILTERS,
  type TMailGroup,
  type TMailGroupWrite,
} from '@ccms/contract/mail-groups';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The mail group list: the name filter, the sort and the page. */
export type MailGroupListState = { name: string; sort: TableSort | null; page: number };

/** By name, 30 a page (docs/domain.md §14.6 Screen). */
export const DEFAULT_MAIL_GROUP_SORT: TableSort = { field: 'name', order: 'ascend' };
export const INITIAL_MAIL_GROUP_STATE: MailGroupListState = {
  name: '',
  sort: DEFAULT_MAIL_GROUP_SORT,
  page: 1,
};

/**
 * getMailGroupsPage's body: the name filter upper-cased the Turkish way, if any (`contains`
 * still finds mixed-case names, docs/domain.md §8 Query format).
 */
export function buildMailGroupQuery(state: MailGroupListState): TQueryFormatter {
  const name = state.name.trim().toLocaleUpperCase('tr-TR');
  const filters: TQueryFilter[] = name
    ? [{ propertyName: 'name', operator: MAIL_GROUP_LIST_FILTERS.name, targetValue: name }]
    : [];
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.mailGroups },
  };
}

/** The unsaved new row 'Yeni Mail Grubu' adds: active, without roles or users. */
export function newMailGroupRow(id: string): TMailGroup {
  return {
    id,
    name: '',
    isActive: true,
    internalRoleIds: [],
    extraUsers: [],
    internalRoles: [],
    categorySetCount: 0,
  };
}

/** The row as createOrUpdateMailGroup takes it. */
export function toMailGroupWrite(row: TMailGroup, isNew: boolean): TMailGroupWrite {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    internalRoleIds: row.internalRoleIds,
    extraUsers: row.extraUsers,
    isNew,
  };
}

/** Whether turning the switch off needs a word first: a saved group that breakdowns use. */
export function deactivationWarns(row: TMailGroup, isActive: boolean, isNew: boolean): boolean {
  return !isActive && !isNew && row.categorySetCount > 0;
}
