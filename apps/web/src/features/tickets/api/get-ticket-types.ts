import type { THierarchyOption } from '@ccms/contract/hierarchy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * GET /api/tickethierarchy/getalltickettypes(ForManager): the active types that have an active
 * category set; for store managers only sets visible to managers (part 1 §6).
 */
export function getTicketTypes(isManager: boolean, signal?: AbortSignal) {
  const path = `tickethierarchy/getalltickettypes${isManager ? 'ForManager' : ''}`;
  return http.get<THierarchyOption[]>(path, { signal });
}

export function ticketTypesQueryOptions(isManager: boolean) {
  return queryOptions({
    queryKey: ['hierarchy', 'types-with-sets', { isManager }],
    queryFn: ({ signal }) => getTicketTypes(isManager, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useTicketTypes(isManager: boolean) {
  return useQuery(ticketTypesQueryOptions(isManager));
}
