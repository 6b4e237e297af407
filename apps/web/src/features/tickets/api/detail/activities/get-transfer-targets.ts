import { getTransferTargetsEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import type { TTransferTarget } from '@ccms/contract/tickets-activities/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from '../../form/lookup-cache';

/** POST /api/roles/getroles: the roles a ticket may be forwarded to (status 4). */
export function getTransferTargets(signal?: AbortSignal): Promise<TTransferTarget[]> {
  return callEndpoint(getTransferTargetsEndpoint, undefined, { signal });
}

export function transferTargetsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'transfer-targets'],
    queryFn: ({ signal }) => getTransferTargets(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the dialog shows the field. */
export function useTransferTargets(enabled: boolean) {
  return useQuery({ ...transferTargetsQueryOptions(), enabled });
}
