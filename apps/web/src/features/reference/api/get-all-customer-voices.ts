import { getAllCustomerVoicesEndpoint } from '@ccms/contract/endpoints/reference-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** GET /api/customersvoices/GetAllCustomerVoices: every customer voice, active or not, by name. */
function getAllCustomerVoices(signal?: AbortSignal) {
  return callEndpoint(getAllCustomerVoicesEndpoint, undefined, { signal });
}

function allCustomerVoicesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'admin', 'customer-voices'],
    queryFn: ({ signal }) => getAllCustomerVoices(signal),
  });
}

export function useAllCustomerVoices() {
  return useQuery(allCustomerVoicesQueryOptions());
}
