import { getRuleSetOfRulesEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/** POST /api/rulesets/GetRuleSetOfRules: a rule set's rules with their ids, by display name. */
function getRuleSetOfRules(id: string, signal?: AbortSignal) {
  return callEndpoint(getRuleSetOfRulesEndpoint, { body: { id } }, { signal });
}

export function useRuleSetOfRules(ruleSetId: string) {
  return useQuery({
    queryKey: [...RULE_SETS_QUERY_KEY, 'rules', ruleSetId],
    queryFn: ({ signal }) => getRuleSetOfRules(ruleSetId, signal),
  });
}
