import {
  getTicketTypesEndpoint,
  getTicketTypesForManagerEndpoint,
} from '@ccms/contract/endpoints/hierarchy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * GET /api/tickethierarchy/getalltickettypes(ForManager): the active types that have an active
 * category set; for store managers only sets visible to managers.
 */
export function getTicketTypes(isManager: boolean, signal?: AbortSignal) {
  const endpoint = isManager ? getTicketTypesForManagerEndpoint : getTicketTypesEndpoint;
  return callEndpoint(endpoint, undefined, { signal });
}

export function ticketTypesQueryOptions(isManager: boolean) {
  return queryOptions({
    queryKey: [...HIERARCHY_QUERY_KEY, 'types-with-sets', { isManager }],
    queryFn: ({ signal }) => getTicketTypes(isManager, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useTicketTypes(isManager: boolean) {
  return useQuery(ticketTypesQueryOptions(isManager));
}
