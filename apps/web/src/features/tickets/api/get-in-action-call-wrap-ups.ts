import type { TClosedCallWrapUp } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * GET /api/CallWrapUps/GetCallWrapUpsForInAction: the active in-process wrap-ups (status 5
 * İşlemde), with the same switches as the closing list.
 */
export function getInActionCallWrapUps(signal?: AbortSignal): Promise<TClosedCallWrapUp[]> {
  return http.get<TClosedCallWrapUp[]>('CallWrapUps/GetCallWrapUpsForInAction', { signal });
}

export function inActionCallWrapUpsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'in-action-call-wrap-ups'],
    queryFn: ({ signal }) => getInActionCallWrapUps(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field for status 5. */
export function useInActionCallWrapUps(enabled: boolean) {
  return useQuery({ ...inActionCallWrapUpsQueryOptions(), enabled });
}
