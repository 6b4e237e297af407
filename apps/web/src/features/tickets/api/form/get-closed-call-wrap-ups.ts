import { getClosedCallWrapUpsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TClosedCallWrapUp } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/CallWrapUps/GetCallWrapUpsForClosed: the active wrap-ups that close a call (the call result of a ticket closed at creation). */
export function getClosedCallWrapUps(signal?: AbortSignal): Promise<TClosedCallWrapUp[]> {
  return callEndpoint(getClosedCallWrapUpsEndpoint, undefined, { signal });
}

export function closedCallWrapUpsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'closed-call-wrap-ups'],
    queryFn: ({ signal }) => getClosedCallWrapUps(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useClosedCallWrapUps(enabled: boolean) {
  return useQuery({ ...closedCallWrapUpsQueryOptions(), enabled });
}
