import { getFlowsByRuleIdEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/** POST /api/rulesets/GetFlowsByRuleId: a rule set's flows with their role names. */
function getFlowsByRuleId(id: string, signal?: AbortSignal) {
  return callEndpoint(getFlowsByRuleIdEndpoint, { body: { id } }, { signal });
}

export function useFlowsOfRuleSet(ruleSetId: string) {
  return useQuery({
    queryKey: [...RULE_SETS_QUERY_KEY, 'flows', ruleSetId],
    queryFn: ({ signal }) => getFlowsByRuleId(ruleSetId, signal),
  });
}
