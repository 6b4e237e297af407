import type { EndpointInput } from '@ccms/contract/endpoint';
import { overrideRuleSetOfCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';
import { HIERARCHY_QUERY_KEY } from '../hierarchy-query-key';
import { RULE_SETS_QUERY_KEY } from '../rule-set-query-key';

/**
 * POST /api/rulesets/OverrideRuleSetOfCategory: gives a breakdown another rule set (from the
 * breakdowns screen or from the rule set's breakdowns).
 */
function overrideRuleSetOfCategory(
  body: EndpointInput<typeof overrideRuleSetOfCategoryEndpoint>['body'],
) {
  return callEndpoint(overrideRuleSetOfCategoryEndpoint, { body });
}

/**
 * Success or refusal (the screen then shows the truth), the hierarchy reads (the breakdown's
 * rule set) and the rule set reads (their breakdown counts, the ticket form's rules) again.
 */
export function useOverrideRuleSetOfCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideRuleSetOfCategory,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: RULE_SETS_QUERY_KEY }),
      ]),
  });
}
