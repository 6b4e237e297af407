import { getAllCallWrapUpsEndpoint } from '@ccms/contract/endpoints/reference-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** GET /api/CallWrapUps/GetAllCallWrapUps: every wrap-up, active or not, by name. */
function getAllCallWrapUps(signal?: AbortSignal) {
  return callEndpoint(getAllCallWrapUpsEndpoint, undefined, { signal });
}

function allCallWrapUpsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'admin', 'call-wrap-ups'],
    queryFn: ({ signal }) => getAllCallWrapUps(signal),
  });
}

export function useAllCallWrapUps() {
  return useQuery(allCallWrapUpsQueryOptions());
}
