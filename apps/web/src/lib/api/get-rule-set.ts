import { getRuleSetEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TRuleSet } from '@ccms/contract/hierarchy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';
import { RULE_SETS_QUERY_KEY } from '../rule-set-query-key';

/**
 * POST /api/rulesets/GetRuleSet: a rule set with its SLA, switches and active rules, as the
 * server holds them (the rule sets screen's panel; the rules drive the ticket form).
 */
function getRuleSet(id: string, signal?: AbortSignal): Promise<TRuleSet> {
  return callEndpoint(getRuleSetEndpoint, { body: { id } }, { signal });
}

/**
 * Nothing is asked while there is no rule set (or it is not known yet). `staleTime`: how long
 * the set is reused without asking again (a rule set write reloads it at once anyway).
 */
function ruleSetQueryOptions(id: string | null | undefined, staleTime?: number) {
  return queryOptions({
    queryKey: [...RULE_SETS_QUERY_KEY, 'detail', id ?? null],
    queryFn: id ? ({ signal }) => getRuleSet(id, signal) : skipToken,
    staleTime,
  });
}

export function useRuleSet(id: string | null | undefined, options: { staleTime?: number } = {}) {
  return useQuery(ruleSetQueryOptions(id, options.staleTime));
}
