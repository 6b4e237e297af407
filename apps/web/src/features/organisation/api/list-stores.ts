import { getStoresListEndpoint } from '@ccms/contract/endpoints/organisation-stores';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** POST /api/watsonsstore/GetStoresList: one page of the stores list. */
function listStores(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(getStoresListEndpoint, { body: query }, { signal });
}

export function useListStores(query: TQueryFormatter) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'stores', query],
    queryFn: ({ signal }) => listStores(query, signal),
    placeholderData: keepPreviousData,
  });
}
