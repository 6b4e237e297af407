import { listRuleSetsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/** POST /api/rulesets/list: one page of rule sets with their rule, flow and breakdown counts. */
function listRuleSets(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listRuleSetsEndpoint, { body: query }, { signal });
}

/** The previous page stays on screen while the next one loads. */
export function useListRuleSets(query: TQueryFormatter) {
  return useQuery({
    queryKey: [...RULE_SETS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => listRuleSets(query, signal),
    placeholderData: keepPreviousData,
  });
}
