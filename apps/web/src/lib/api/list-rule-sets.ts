import { listRuleSetsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';
import { RULE_SETS_QUERY_KEY } from '../rule-set-query-key';

/**
 * POST /api/rulesets/list: one page of rule sets with their rule, flow and breakdown counts
 * (the rule sets screen; the breakdowns screen's filter card and dialogs search them by name).
 */
export function listRuleSets(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listRuleSetsEndpoint, { body: query }, { signal });
}

/** Under the rule sets key: every rule set write reloads the pages. */
export const listRuleSetsKey = (query: TQueryFormatter) =>
  [...RULE_SETS_QUERY_KEY, 'list', query] as const;

/** The previous page stays on screen while the next one loads. */
export function useListRuleSets(query: TQueryFormatter) {
  return useQuery({
    queryKey: listRuleSetsKey(query),
    queryFn: ({ signal }) => listRuleSets(query, signal),
    placeholderData: keepPreviousData,
  });
}
