import type { EndpointInput } from '@ccms/contract/endpoint';
import { updateFlowEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/UpdateFlow: turns a flow to read or write; open tickets whose flow is gone move. */
function updateFlow(body: EndpointInput<typeof updateFlowEndpoint>['body']) {
  return callEndpoint(updateFlowEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useUpdateFlow() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: updateFlow, onSettled: () => reload() });
}
