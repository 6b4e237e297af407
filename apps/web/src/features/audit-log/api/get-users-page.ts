import { PAGE_SIZES } from '@ccms/contract/constants';
import { getUsersPageEndpoint } from '@ccms/contract/endpoints/users';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import type { TUserRow } from '@ccms/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The first 30 users whose name contains the search text, by name and surname; inactive users
 * stay in (an administrator who has left still wrote the entries).
 */
function buildAuditUsersQuery(search: string): TQueryFormatter {
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

/** Asked only once `enabled` (the select was opened). */
export function useAuditUsers(search: string, enabled: boolean) {
  const query = buildAuditUsersQuery(search);
  return useQuery({
    ...queryOptions({
      queryKey: ['reference', 'users-page', query],
      queryFn: ({ signal }) => getUsersPage(query, signal),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
