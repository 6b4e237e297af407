import { getInActionCallWrapUpsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TClosedCallWrapUp } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from '../../form/lookup-cache';

/**
 * GET /api/CallWrapUps/GetCallWrapUpsForInAction: the active in-process wrap-ups (status 5
 * İşlemde), with the same switches as the closing list.
 */
export function getInActionCallWrapUps(signal?: AbortSignal): Promise<TClosedCallWrapUp[]> {
  return callEndpoint(getInActionCallWrapUpsEndpoint, undefined, { signal });
}

export function inActionCallWrapUpsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'in-action-call-wrap-ups'],
    queryFn: ({ signal }) => getInActionCallWrapUps(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field for status 5. */
export function useInActionCallWrapUps(enabled: boolean) {
  return useQuery({ ...inActionCallWrapUpsQueryOptions(), enabled });
}
