import type {
  ZCheckDuplicateTicketsRequest,
  ZCheckDuplicateTicketsResponse,
} from '@ccms/contract/customers/schemas';
import { checkCustomerDuplicateTicketsEndpoint } from '@ccms/contract/endpoints/customers';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';

export type DuplicateTicketsRequest = z.infer<typeof ZCheckDuplicateTicketsRequest>;
export type DuplicateTicketsResponse = z.infer<typeof ZCheckDuplicateTicketsResponse>;

/**
 * POST /api/customers/checkCustomerDuplicateTickets: the warning text when the customer has an
 * open ticket of the same type, category and sub-category.
 */
export function checkCustomerDuplicateTickets(
  request: DuplicateTicketsRequest,
  signal?: AbortSignal,
): Promise<DuplicateTicketsResponse> {
  return callEndpoint(checkCustomerDuplicateTicketsEndpoint, { body: request }, { signal });
}

/** Asked again for every breakdown chosen; nothing is asked until the sub-category is chosen. */
export function customerDuplicateTicketsQueryOptions(request: DuplicateTicketsRequest | null) {
  return queryOptions({
    queryKey: ['tickets', 'customer-duplicates', request],
    queryFn: request ? ({ signal }) => checkCustomerDuplicateTickets(request, signal) : skipToken,
    staleTime: 0,
  });
}

export function useCustomerDuplicateTickets(request: DuplicateTicketsRequest | null) {
  return useQuery(customerDuplicateTicketsQueryOptions(request));
}
