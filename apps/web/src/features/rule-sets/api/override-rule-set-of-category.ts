import type { EndpointInput } from '@ccms/contract/endpoint';
import { overrideRuleSetOfCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/OverrideRuleSetOfCategory: gives a breakdown this rule set instead of its own. */
function overrideRuleSetOfCategory(
  body: EndpointInput<typeof overrideRuleSetOfCategoryEndpoint>['body'],
) {
  return callEndpoint(overrideRuleSetOfCategoryEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useOverrideRuleSetOfCategory() {
  const reload = useReloadRuleSets();
  return useMutation({
    mutationFn: overrideRuleSetOfCategory,
    onSettled: () => reload({ breakdowns: true }),
  });
}
