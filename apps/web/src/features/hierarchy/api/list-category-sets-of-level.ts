import { listCategorySetsEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/**
 * POST /api/tickethierarchy/getticketcategorysets filtered by one type, category or
 * sub-category: the breakdowns its active switch moves (the 'Kategori Setleri' dialog).
 */
function listCategorySetsOfLevel(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listCategorySetsEndpoint, { body: query }, { signal });
}

/** Nothing is asked while the dialog is closed (`query` null). */
export function useCategorySetsOfLevel(query: TQueryFormatter | null) {
  return useQuery(
    queryOptions({
      queryKey: [...HIERARCHY_QUERY_KEY, 'category-sets-of-level', query],
      queryFn: query ? ({ signal }) => listCategorySetsOfLevel(query, signal) : skipToken,
      placeholderData: keepPreviousData,
    }),
  );
}
