import type { EndpointInput } from '@ccms/contract/endpoint';
import { createRuleSetOfCategoryEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/CreateRuleSetOfCategory: gives a breakdown without a rule set this one. */
function createRuleSetOfCategory(
  body: EndpointInput<typeof createRuleSetOfCategoryEndpoint>['body'],
) {
  return callEndpoint(createRuleSetOfCategoryEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useCreateRuleSetOfCategory() {
  const reload = useReloadRuleSets();
  return useMutation({
    mutationFn: createRuleSetOfCategory,
    onSettled: () => reload({ breakdowns: true }),
  });
}
