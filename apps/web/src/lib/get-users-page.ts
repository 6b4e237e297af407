import { PAGE_SIZES } from '@ccms/contract/constants';
import { getUsersPageEndpoint } from '@ccms/contract/endpoints/organisation-users';
import type { TPaged } from '@ccms/contract/envelope';
import type { TUserRow } from '@ccms/contract/organisation/users';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/** Users change only when an administrator edits them: a select opened again reuses the page. */
const USERS_STALE_TIME = 5 * 60_000;

/**
 * The first 30 users whose name contains the search text, by name and surname.
 * Inactive users stay in: a ticket may have been created or closed, or an audit entry written,
 * by someone who has left.
 */
export function buildUsersPageQuery(search: string): TQueryFormatter {
  const name = search.trim();
  return {
    filters: name ? [{ propertyName: 'name', operator: 'contains', targetValue: name }] : [],
    sortings: [
      { propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending },
      { propertyName: 'surname', priority: 1, direction: SORT_DIRECTION.ascending },
    ],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/users/getUsersPage: one page of users. */
function getUsersPage(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TUserRow>> {
  return callEndpoint(getUsersPageEndpoint, { body: query }, { signal });
}

function usersPageQueryOptions(search: string) {
  const query = buildUsersPageQuery(search);
  return queryOptions({
    queryKey: ['reference', 'users-page', query],
    queryFn: ({ signal }) => getUsersPage(query, signal),
    staleTime: USERS_STALE_TIME,
    // The options stay while the next search runs.
    placeholderData: keepPreviousData,
  });
}

/** Asked only once `enabled` (the select was opened). */
export function useUsersPage(search: string, enabled = true) {
  return useQuery({ ...usersPageQueryOptions(search), enabled });
}
