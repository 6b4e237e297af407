import { updateRuleSetEndpoint } from '@ccms/contract/endpoints/rule-sets';
import type { TUpdateRuleSetRequest } from '@ccms/contract/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/**
 * POST /api/rulesets/UpdateRuleSet: SLA, auto-close and unlimited SLA; the server re-times the
 * open tickets of its breakdowns and says how many.
 */
function updateRuleSet(request: TUpdateRuleSetRequest) {
  return callEndpoint(updateRuleSetEndpoint, { body: request });
}

/** Success or refusal, the set is read again: the panel shows the server's values. */
export function useUpdateRuleSet() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: updateRuleSet, onSettled: () => reload() });
}
