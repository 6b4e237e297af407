import type { EndpointInput } from '@ccms/contract/endpoint';
import { deleteRuleSetOfRuleEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/DeleteRuleSetOfRule: removes a rule from its rule set. */
function deleteRuleSetOfRule(body: EndpointInput<typeof deleteRuleSetOfRuleEndpoint>['body']) {
  return callEndpoint(deleteRuleSetOfRuleEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useDeleteRuleSetOfRule() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: deleteRuleSetOfRule, onSettled: () => reload() });
}
