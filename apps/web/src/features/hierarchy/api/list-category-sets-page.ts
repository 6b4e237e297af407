import { listCategorySetsEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/** POST /api/tickethierarchy/getticketcategorysets: one page of the breakdowns table. */
export function listCategorySetsPage(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listCategorySetsEndpoint, { body: query }, { signal });
}

/** Keeps the previous page on screen while the next one loads. */
export function useListCategorySetsPage(query: TQueryFormatter) {
  return useQuery({
    queryKey: [...HIERARCHY_QUERY_KEY, 'category-sets-page', query],
    queryFn: ({ signal }) => listCategorySetsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
