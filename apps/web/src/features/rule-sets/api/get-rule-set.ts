import { getRuleSetEndpoint } from '@ccms/contract/endpoints/hierarchy';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

/** POST /api/rulesets/GetRuleSet: the selected set's SLA and switches as the server holds them. */
function getRuleSet(id: string, signal?: AbortSignal) {
  return callEndpoint(getRuleSetEndpoint, { body: { id } }, { signal });
}

export function useRuleSetDetail(id: string) {
  return useQuery({
    queryKey: [...RULE_SETS_QUERY_KEY, 'admin-detail', id],
    queryFn: ({ signal }) => getRuleSet(id, signal),
  });
}
