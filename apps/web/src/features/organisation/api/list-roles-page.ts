import { listRolesEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** POST /api/roles/list: one page of the roles screen's table. */
function listRolesPage(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listRolesEndpoint, { body: query }, { signal });
}

export function useListRolesPage(query: TQueryFormatter) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'roles', query],
    queryFn: ({ signal }) => listRolesPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
