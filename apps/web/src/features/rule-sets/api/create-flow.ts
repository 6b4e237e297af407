import type { EndpointInput } from '@ccms/contract/endpoint';
import { createFlowEndpoint } from '@ccms/contract/endpoints/rule-sets';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadRuleSets } from './rule-sets-cache';

/** POST /api/rulesets/CreateFlow: adds a flow (role, read or write); open tickets may move to a new write flow. */
function createFlow(body: EndpointInput<typeof createFlowEndpoint>['body']) {
  return callEndpoint(createFlowEndpoint, { body });
}

/** Success or refusal, the lists are read again. */
export function useCreateFlow() {
  const reload = useReloadRuleSets();
  return useMutation({ mutationFn: createFlow, onSettled: () => reload() });
}
