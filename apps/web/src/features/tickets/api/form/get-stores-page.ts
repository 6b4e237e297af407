import { PAGE_SIZES } from '@ccms/contract/constants';
import { getStoresPageEndpoint } from '@ccms/contract/endpoints/reference';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import type { TStoreLookupRow } from '@ccms/contract/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** The first 30 active units whose name contains the search text, by name. */
export function buildStoresPageQuery(search: string): TQueryFormatter {
  const name = search.trim();
  return {
    filters: name ? [{ propertyName: 'name', operator: 'contains', targetValue: name }] : [],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/watsonsstore/GetStoresPage: one page of active stores and departments. */
export function getStoresPage(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TStoreLookupRow>> {
  return callEndpoint(getStoresPageEndpoint, { body: query }, { signal });
}

export function storesPageQueryOptions(search: string) {
  const query = buildStoresPageQuery(search);
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'stores-page', query],
    queryFn: ({ signal }) => getStoresPage(query, signal),
    staleTime: LOOKUP_STALE_TIME,
    // The options stay while the next search runs.
    placeholderData: keepPreviousData,
  });
}

export function useStoresPage(search: string) {
  return useQuery(storesPageQueryOptions(search));
}
