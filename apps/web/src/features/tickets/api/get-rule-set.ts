import { getRuleSetEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TRuleSet } from '@ccms/contract/hierarchy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { RULE_SETS_QUERY_KEY } from '../../../lib/rule-set-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** POST /api/rulesets/GetRuleSet: a rule set with its active rules (they drive the form). */
export function getRuleSet(id: string, signal?: AbortSignal): Promise<TRuleSet> {
  return callEndpoint(getRuleSetEndpoint, { body: { id } }, { signal });
}

/** Nothing is asked while the category set has no rule set (or is not known yet). */
export function ruleSetQueryOptions(id: string | null | undefined) {
  return queryOptions({
    queryKey: [...RULE_SETS_QUERY_KEY, 'by-id', id ?? null],
    queryFn: id ? ({ signal }) => getRuleSet(id, signal) : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useRuleSet(id: string | null | undefined) {
  return useQuery(ruleSetQueryOptions(id));
}
