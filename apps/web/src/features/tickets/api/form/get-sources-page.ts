import { PAGE_SIZES } from '@ccms/contract/constants';
import { getSourcesPageEndpoint } from '@ccms/contract/endpoints/reference';
import type { TPaged } from '@ccms/contract/envelope';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
} from '@ccms/contract/query-format';
import { MANAGER_SOURCE_GROUP, type TSourceRow } from '@ccms/contract/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * The first 30 active sources whose name contains the search text, in their order; store
 * managers see only the 'Magaza' group (the server enforces it too).
 */
export function buildSourcesPageQuery(search: string, isManager: boolean): TQueryFormatter {
  const name = search.trim();
  const filters: TQueryFilter[] = [];
  if (name) filters.push({ propertyName: 'name', operator: 'contains', targetValue: name });
  if (isManager) {
    filters.push({
      propertyName: 'groupName',
      operator: 'contains',
      targetValue: MANAGER_SOURCE_GROUP,
    });
  }
  return {
    filters,
    sortings: [{ propertyName: 'order', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/sources/GetSourcesPage: one page of active ticket sources. */
export function getSourcesPage(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TSourceRow>> {
  return callEndpoint(getSourcesPageEndpoint, { body: query }, { signal });
}

export function sourcesPageQueryOptions(search: string, isManager: boolean) {
  const query = buildSourcesPageQuery(search, isManager);
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'sources-page', query],
    queryFn: ({ signal }) => getSourcesPage(query, signal),
    staleTime: LOOKUP_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useSourcesPage(search: string, isManager: boolean) {
  return useQuery(sourcesPageQueryOptions(search, isManager));
}
