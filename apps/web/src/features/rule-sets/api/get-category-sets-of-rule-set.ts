import { getCategorySetsOfRuleSetEndpoint } from '@ccms/contract/endpoints/rule-sets';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';

type Request = TQueryFormatter & { ruleSetId: string };

/** POST /api/rulesets/getCategorySetsOfRuleSet: one page of a rule set's breakdowns. */
function getCategorySetsOfRuleSet(request: Request, signal?: AbortSignal) {
  return callEndpoint(getCategorySetsOfRuleSetEndpoint, { body: request }, { signal });
}

export function useCategorySetsOfRuleSet(request: Request) {
  return useQuery({
    queryKey: [...RULE_SETS_QUERY_KEY, 'category-sets', request],
    queryFn: ({ signal }) => getCategorySetsOfRuleSet(request, signal),
    placeholderData: keepPreviousData,
  });
}
