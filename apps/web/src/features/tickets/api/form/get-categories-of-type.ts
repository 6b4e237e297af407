import {
  getCategoriesOfTypeEndpoint,
  getCategoriesOfTypeForManagerEndpoint,
} from '@ccms/contract/endpoints/hierarchy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * GET /api/tickethierarchy/ticketcategoriesoftype(ForManager)?typeId: the categories of a type
 * that have a selectable sub-category.
 */
export function getCategoriesOfType(typeId: string, isManager: boolean, signal?: AbortSignal) {
  const endpoint = isManager ? getCategoriesOfTypeForManagerEndpoint : getCategoriesOfTypeEndpoint;
  return callEndpoint(endpoint, { query: { typeId } }, { signal });
}

/** Nothing is asked until a type is chosen. */
export function categoriesOfTypeQueryOptions(typeId: string | undefined, isManager: boolean) {
  return queryOptions({
    queryKey: [...HIERARCHY_QUERY_KEY, 'categories-of-type', { typeId: typeId ?? null, isManager }],
    queryFn: typeId ? ({ signal }) => getCategoriesOfType(typeId, isManager, signal) : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useCategoriesOfType(typeId: string | undefined, isManager: boolean) {
  return useQuery(categoriesOfTypeQueryOptions(typeId, isManager));
}
