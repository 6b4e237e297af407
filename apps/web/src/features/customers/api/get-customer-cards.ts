import type { TLoyaltyCard } from '@ccms/contract/customers/schemas';
import { getCustomerCardsEndpoint } from '@ccms/contract/endpoints/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { customerQueryKey } from './get-customer';

export function customerCardsQueryKey(customerId: string, brand: string) {
  return [...customerQueryKey(customerId), 'cards', brand] as const;
}

/**
 * GET /api/customers/id/{id}/{brand}cards?customerId={id}&onlyActiveCards=false: every loyalty
 * card of the customer, active or not.
 */
export function getCustomerCards(
  customerId: string,
  brand: string,
  signal?: AbortSignal,
): Promise<TLoyaltyCard[]> {
  return callEndpoint(
    getCustomerCardsEndpoint(brand),
    { params: { id: customerId }, query: { customerId, onlyActiveCards: 'false' } },
    { signal },
  );
}

export function customerCardsQueryOptions(customerId: string, brand: string) {
  return queryOptions({
    queryKey: customerCardsQueryKey(customerId, brand),
    queryFn: ({ signal }) => getCustomerCards(customerId, brand, signal),
  });
}

/** The brand of the card calls comes from the client configuration. */
export function useCustomerCards(customerId: string) {
  const { brand } = useClientConfig();
  return useQuery(customerCardsQueryOptions(customerId, brand));
}
