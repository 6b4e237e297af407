import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TQueryFilter, TQueryFormatter } from '@ccms/contract/query-format';
import { createdDateQuery } from '../../../lib/created-date-query';

/** What the filter card applies; days are calendar days 'YYYY-MM-DD'. */
export type SignInAttemptFilters = {
  accountName?: string | null;
  /** 'success' or 'failure'; none: both. */
  outcome?: 'success' | 'failure' | null;
  from?: string | null;
  to?: string | null;
};

export type SignInAttemptsState = {
  filters: SignInAttemptFilters;
  /** Newest first unless the user turns the date column round. */
  order: 'ascend' | 'descend';
  page: number;
};

export const INITIAL_SIGN_IN_ATTEMPTS_STATE: SignInAttemptsState = {
  filters: {},
  order: 'descend',
  page: 1,
};

/** signinattempts/list's body: the account name part, the outcome and the days, 20 a page. */
export function buildSignInAttemptsQuery(state: SignInAttemptsState): TQueryFormatter {
  const { accountName, outcome, from, to } = state.filters;
  const filters: TQueryFilter[] = [];
  const name = accountName?.trim();
  if (name) filters.push({ propertyName: 'accountName', operator: 'contains', targetValue: name });
  if (outcome) {
    filters.push({
      propertyName: 'isSuccessful',
      operator: 'equal',
      targetValue: outcome === 'success',
    });
  }
  return createdDateQuery({
    filters,
    from,
    to,
    order: state.order,
    page: state.page,
    pageSize: PAGE_SIZES.signInAttempts,
  });
}
