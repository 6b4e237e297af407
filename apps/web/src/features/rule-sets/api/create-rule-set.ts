import { createRuleSetEndpoint } from '@ccms/contract/endpoints/rule-sets';
import type { TCreateRuleSetRequest } from '@ccms/contract/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/CreateRuleSet: the set with its rules and flows, id from the client. */
function createRuleSet(request: TCreateRuleSetRequest) {
  return callEndpoint(createRuleSetEndpoint, { body: request });
}

export function useCreateRuleSet() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: createRuleSet, onSuccess: () => reload() });
}
