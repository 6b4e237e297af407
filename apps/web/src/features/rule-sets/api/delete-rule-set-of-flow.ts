import type { EndpointInput } from '@ccms/contract/endpoint';
import { deleteRuleSetOfFlowEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/DeleteRuleSetOfFlow: removes a flow; a set in use keeps its write flow. */
function deleteRuleSetOfFlow(body: EndpointInput<typeof deleteRuleSetOfFlowEndpoint>['body']) {
  return callEndpoint(deleteRuleSetOfFlowEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useDeleteRuleSetOfFlow() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: deleteRuleSetOfFlow, onSettled: () => reload() });
}
