import type { EndpointInput } from '@ccms/contract/endpoint';
import { createRuleSetOfRuleEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/CreateRuleSetOfRule: adds a rule (from a template) to a rule set. */
function createRuleSetOfRule(body: EndpointInput<typeof createRuleSetOfRuleEndpoint>['body']) {
  return callEndpoint(createRuleSetOfRuleEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useCreateRuleSetOfRule() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: createRuleSetOfRule, onSettled: () => reload() });
}
