import { getDeliveryTypesEndpoint } from '@ccms/contract/endpoints/reference';
import type { TNamedLookup } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/deliveryTypes/GetDeliveryTypes: the active delivery types. */
export function getDeliveryTypes(signal?: AbortSignal): Promise<TNamedLookup[]> {
  return callEndpoint(getDeliveryTypesEndpoint, undefined, { signal });
}

export function deliveryTypesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'delivery-types'],
    queryFn: ({ signal }) => getDeliveryTypes(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useDeliveryTypes(enabled: boolean) {
  return useQuery({ ...deliveryTypesQueryOptions(), enabled });
}
