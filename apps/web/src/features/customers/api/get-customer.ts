import { type TCustomer, ZCustomer } from '@ccms/contract/customers/schemas';
import { getCustomerEndpoint } from '@ccms/contract/endpoints/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The key under which everything of one customer is cached: the customer itself, and (below it)
 * its cards and tickets. Invalidating it refreshes the whole detail page.
 */
export function customerQueryKey(id: string) {
  return ['customers', 'by-id', id] as const;
}

/** True when `id` can name a customer (a uuid); anything else is "not found" without a call. */
export function isCustomerId(id: string | undefined): id is string {
  return id !== undefined && ZCustomer.shape.id.safeParse(id).success;
}

/**
 * GET /api/customers/id/{id}: one customer with address and cards. No global notification: the
 * screen shows a 404 as 'Müşteri bulunamadı.' and other failures itself.
 */
export function getCustomer(id: string, signal?: AbortSignal): Promise<TCustomer> {
  return callEndpoint(getCustomerEndpoint, { params: { id } }, { signal, notify: false });
}

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
