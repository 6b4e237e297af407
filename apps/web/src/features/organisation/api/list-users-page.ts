import { getUsersPageEndpoint } from '@ccms/contract/endpoints/organisation-users';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** POST /api/users/getUsersPage: one page of the users screen's table. */
function listUsersPage(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(getUsersPageEndpoint, { body: query }, { signal });
}

/** The previous page stays on screen while the next one loads. */
export function useListUsersPage(query: TQueryFormatter) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'users', query],
    queryFn: ({ signal }) => listUsersPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
