import { deleteRuleSetEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/DeleteRuleSet: deletes a rule set no breakdown uses. */
function deleteRuleSet(id: string) {
  return callEndpoint(deleteRuleSetEndpoint, { body: { id } });
}

export function useDeleteRuleSet() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: deleteRuleSet, onSettled: () => reload() });
}
