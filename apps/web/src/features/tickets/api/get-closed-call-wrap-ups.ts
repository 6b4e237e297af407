import type { TClosedCallWrapUp } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/CallWrapUps/GetCallWrapUpsForClosed: the active wrap-ups that close a call (the call result of a ticket closed at creation). */
export function getClosedCallWrapUps(signal?: AbortSignal): Promise<TClosedCallWrapUp[]> {
  return http.get<TClosedCallWrapUp[]>('CallWrapUps/GetCallWrapUpsForClosed', { signal });
}

export function closedCallWrapUpsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'closed-call-wrap-ups'],
    queryFn: ({ signal }) => getClosedCallWrapUps(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useClosedCallWrapUps(enabled: boolean) {
  return useQuery({ ...closedCallWrapUpsQueryOptions(), enabled });
}
