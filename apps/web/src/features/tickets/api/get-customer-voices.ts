import type { TNamedLookup } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/customersvoices/GetCustomersVoices: the active customer voices. */
export function getCustomerVoices(signal?: AbortSignal): Promise<TNamedLookup[]> {
  return http.get<TNamedLookup[]>('customersvoices/GetCustomersVoices', { signal });
}

export function customerVoicesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'customer-voices'],
    queryFn: ({ signal }) => getCustomerVoices(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useCustomerVoices(enabled: boolean) {
  return useQuery({ ...customerVoicesQueryOptions(), enabled });
}
