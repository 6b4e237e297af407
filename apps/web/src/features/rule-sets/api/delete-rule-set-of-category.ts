import type { EndpointInput } from '@ccms/contract/endpoint';
import { deleteRuleSetOfCategoryEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/DeleteRuleSetOfCategory: takes the rule set off a breakdown (which is deactivated). */
function deleteRuleSetOfCategory(
  body: EndpointInput<typeof deleteRuleSetOfCategoryEndpoint>['body'],
) {
  return callEndpoint(deleteRuleSetOfCategoryEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useDeleteRuleSetOfCategory() {
  const reload = useReloadRuleSets();
  return useMutation({
    mutationFn: deleteRuleSetOfCategory,
    onSettled: () => reload({ breakdowns: true }),
  });
}
