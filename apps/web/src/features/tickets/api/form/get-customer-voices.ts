import { getCustomerVoicesEndpoint } from '@ccms/contract/endpoints/reference';
import type { TNamedLookup } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/customersvoices/GetCustomersVoices: the active customer voices. */
export function getCustomerVoices(signal?: AbortSignal): Promise<TNamedLookup[]> {
  return callEndpoint(getCustomerVoicesEndpoint, undefined, { signal });
}

export function customerVoicesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'customer-voices'],
    queryFn: ({ signal }) => getCustomerVoices(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useCustomerVoices(enabled: boolean) {
  return useQuery({ ...customerVoicesQueryOptions(), enabled });
}
