import type { EndpointInput } from '@ccms/contract/endpoint';
import { addRuleTemplateEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/AddRuleTemplate: adds a rule template (value '1' unless given). */
function addRuleTemplate(body: EndpointInput<typeof addRuleTemplateEndpoint>['body']) {
  return callEndpoint(addRuleTemplateEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useAddRuleTemplate() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: addRuleTemplate, onSettled: () => reload() });
}
