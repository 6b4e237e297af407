import { overrideRuleSetOfCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/** POST /api/rulesets/OverrideRuleSetOfCategory: gives a breakdown another rule set. */
export function overrideRuleSetOfCategory(request: { ruleSetId: string; categorySetId: string }) {
  return callEndpoint(overrideRuleSetOfCategoryEndpoint, { body: request });
}

export function useOverrideRuleSetOfCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideRuleSetOfCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY }),
        // The rule sets' breakdown counts changed.
        queryClient.invalidateQueries({ queryKey: ['rule-sets'] }),
      ]),
  });
}
