import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { RULE_SET_LIST_FILTERS, RULE_SET_LIST_SORTABLE } from '@ccms/contract/rule-sets';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** What the filter card holds: a name typed, and a template, a role and a breakdown chosen. */
export type RuleSetFilters = {
  rulesetname?: string;
  /** A rule template's name (matches the rules' name or display name on the server). */
  ruleName?: string | null;
  /** A role id: sets with a flow of that role. */
  flowId?: string | null;
  categorySetId?: string | null;
};

export type RuleSetListState = { filters: RuleSetFilters; sort: TableSort | null; page: number };

export const DEFAULT_RULE_SET_SORT: TableSort = { field: 'name', order: 'ascend' };
export const RULE_SET_SORTABLE: readonly string[] = RULE_SET_LIST_SORTABLE;

export const INITIAL_RULE_SET_LIST_STATE: RuleSetListState = {
  filters: {},
  sort: DEFAULT_RULE_SET_SORT,
  page: 1,
};

const FILTER_FIELDS = ['rulesetname', 'ruleName', 'flowId', 'categorySetId'] as const;

/** The rulesets/list body: trimmed values (empty ones left out), 15 a page. */
export function buildRuleSetListQuery(state: RuleSetListState): TQueryFormatter {
  const filters: TQueryFilter[] = [];
  for (const field of FILTER_FIELDS) {
    const value = state.filters[field]?.trim() ?? '';
    if (value !== '') {
      filters.push({
        propertyName: field,
        operator: RULE_SET_LIST_FILTERS[field],
        targetValue: value,
      });
    }
  }
  return {
    filters,
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.ruleSets },
  };
}

/** After the last row of a later page is removed, the page before it is shown. */
export function pageAfterRemoval(page: number, itemsOnPage: number): number {
  return itemsOnPage === 0 && page > 1 ? page - 1 : page;
}
