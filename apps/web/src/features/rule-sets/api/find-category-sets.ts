import { findCategorySetsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TCategorySet } from '@ccms/contract/hierarchy';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/**
 * POST /api/tickethierarchy/FindTicketCategorySets: breakdowns whose type, category or
 * sub-category name contains the term, with their current rule set (30 at most).
 */
export function categorySetsSearch(term: string) {
  const trimmed = term.trim();
  return {
    queryKey: [...HIERARCHY_QUERY_KEY, 'find-category-sets', trimmed],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(findCategorySetsEndpoint, { body: { term: trimmed } }, { signal }),
    select: (found: TCategorySet[]) => found,
  };
}
