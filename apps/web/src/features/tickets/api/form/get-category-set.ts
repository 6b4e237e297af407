import { getCategorySetEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** POST /api/tickethierarchy/getticketcategoryset: one category set (breakdown) with its flags. */
export function getCategorySet(id: string, signal?: AbortSignal): Promise<TCategorySet> {
  return callEndpoint(getCategorySetEndpoint, { body: { id } }, { signal });
}

/** Nothing is asked until a sub-category (and so its set) is chosen. */
export function categorySetQueryOptions(id: string | undefined) {
  return queryOptions({
    queryKey: [...HIERARCHY_QUERY_KEY, 'category-set', id ?? null],
    queryFn: id ? ({ signal }) => getCategorySet(id, signal) : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useCategorySet(id: string | undefined) {
  return useQuery(categorySetQueryOptions(id));
}
