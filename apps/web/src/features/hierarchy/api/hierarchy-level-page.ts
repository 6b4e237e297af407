import type { TPaged } from '@ccms/contract/envelope';
import type { THierarchyItem } from '@ccms/contract/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

type LevelFetcher = (
  query: TQueryFormatter,
  signal?: AbortSignal,
) => Promise<TPaged<THierarchyItem>>;

/**
 * One page of a hierarchy tab (types, categories or sub-categories, by `list`), under the
 * hierarchy key so that every hierarchy write reloads it.
 */
export function useHierarchyLevelPage(level: string, list: LevelFetcher, query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: [...HIERARCHY_QUERY_KEY, 'admin-level', level, query],
      queryFn: ({ signal }) => list(query, signal),
    }),
    // The previous page stays while the next one loads (no empty flash when paging).
    placeholderData: keepPreviousData,
  });
}
