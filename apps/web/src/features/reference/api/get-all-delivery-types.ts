import { getAllDeliveryTypesEndpoint } from '@ccms/contract/endpoints/reference-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** GET /api/deliveryTypes/GetAllDeliveryTypes: every delivery type, active or not, by name. */
function getAllDeliveryTypes(signal?: AbortSignal) {
  return callEndpoint(getAllDeliveryTypesEndpoint, undefined, { signal });
}

function allDeliveryTypesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'admin', 'delivery-types'],
    queryFn: ({ signal }) => getAllDeliveryTypes(signal),
  });
}

export function useAllDeliveryTypes() {
  return useQuery(allDeliveryTypesQueryOptions());
}
