import type { EndpointInput } from '@ccms/contract/endpoint';
import { updateRuleSetOfRuleEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/UpdateRuleSetOfRule: changes a rule's value or active flag. */
function updateRuleSetOfRule(body: EndpointInput<typeof updateRuleSetOfRuleEndpoint>['body']) {
  return callEndpoint(updateRuleSetOfRuleEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useUpdateRuleSetOfRule() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: updateRuleSetOfRule, onSettled: () => reload() });
}
