import {
  getSubCategoriesOfCategoryEndpoint,
  getSubCategoriesOfCategoryForManagerEndpoint,
} from '@ccms/contract/endpoints/hierarchy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../../lib/hierarchy-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

export type SubCategoriesRequest = { typeId: string; categoryId: string };

/**
 * GET /api/tickethierarchy/TicketSubCategoriesOfCategories(ForManager)?typeId&categoryId: the
 * sub-categories of a type and category, each with its category set and call type.
 */
export function getSubCategoriesOfCategory(
  request: SubCategoriesRequest,
  isManager: boolean,
  signal?: AbortSignal,
) {
  const endpoint = isManager
    ? getSubCategoriesOfCategoryForManagerEndpoint
    : getSubCategoriesOfCategoryEndpoint;
  return callEndpoint(endpoint, { query: request }, { signal });
}

/** Nothing is asked until type and category are chosen. */
export function subCategoriesOfCategoryQueryOptions(
  request: SubCategoriesRequest | null,
  isManager: boolean,
) {
  return queryOptions({
    queryKey: [...HIERARCHY_QUERY_KEY, 'sub-categories-of-category', { ...request, isManager }],
    queryFn: request
      ? ({ signal }) => getSubCategoriesOfCategory(request, isManager, signal)
      : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useSubCategoriesOfCategory(
  request: SubCategoriesRequest | null,
  isManager: boolean,
) {
  return useQuery(subCategoriesOfCategoryQueryOptions(request, isManager));
}
