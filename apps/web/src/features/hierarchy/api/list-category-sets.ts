import { listCategorySetsEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/**
 * POST /api/tickethierarchy/getticketcategorysets: one page of breakdowns (the breakdowns
 * table; filtered by one type, category or sub-category, the breakdowns its active switch moves
 * in the 'Kategori Setleri' dialog).
 */
function listCategorySets(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listCategorySetsEndpoint, { body: query }, { signal });
}

/**
 * Nothing is asked while `query` is null; the previous page stays on screen while the next one
 * loads.
 */
export function useCategorySets(query: TQueryFormatter | null) {
  return useQuery(
    queryOptions({
      queryKey: [...HIERARCHY_QUERY_KEY, 'category-sets', query],
      queryFn: query ? ({ signal }) => listCategorySets(query, signal) : skipToken,
      placeholderData: keepPreviousData,
    }),
  );
}
