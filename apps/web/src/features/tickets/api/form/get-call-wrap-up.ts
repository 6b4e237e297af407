import { getCallWrapUpEndpoint } from '@ccms/contract/endpoints/reference';
import type { TCallWrapUp } from '@ccms/contract/reference';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * POST /api/CallWrapUps/GetCallWrapUp: one wrap-up with its switches; its
 * isCustomerVoiceNecessary decides whether the customer voice is required.
 */
export function getCallWrapUp(id: string, signal?: AbortSignal): Promise<TCallWrapUp> {
  return callEndpoint(getCallWrapUpEndpoint, { body: { id } }, { signal });
}

/** Nothing is asked until a call result is chosen. */
export function callWrapUpQueryOptions(id: string | null | undefined) {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'call-wrap-up', id ?? null],
    queryFn: id ? ({ signal }) => getCallWrapUp(id, signal) : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export function useCallWrapUp(id: string | null | undefined) {
  return useQuery(callWrapUpQueryOptions(id));
}
