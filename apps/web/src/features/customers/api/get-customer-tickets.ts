import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TCustomerTicketRow } from '@ccms/contract/customers/schemas';
import { getCustomerTicketsEndpoint } from '@ccms/contract/endpoints/customers';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';

export type CustomerTicketsRequest = { customerId: string; formatter: TQueryFormatter };

/** One page of the customer's tickets, newest first, 20 a page. */
export function buildCustomerTicketsRequest(
  customerId: string,
  pageNumber: number,
): CustomerTicketsRequest {
  return {
    customerId,
    formatter: {
      filters: [],
      sortings: [
        { propertyName: 'createdDate', priority: 0, direction: SORT_DIRECTION.descending },
      ],
      paging: {
        pageNumber: Math.max(1, Math.trunc(pageNumber)),
        maxItemCountPerPage: PAGE_SIZES.customerTickets,
      },
    },
  };
}

/** POST /api/customers/tickets: the customer's tickets the user may see, paged. */
export function getCustomerTickets(
  request: CustomerTicketsRequest,
  signal?: AbortSignal,
): Promise<TPaged<TCustomerTicketRow>> {
  return callEndpoint(getCustomerTicketsEndpoint, { body: request }, { signal });
}

export function customerTicketsQueryKey(customerId: string, pageNumber?: number) {
  const key = [...customerQueryKey(customerId), 'tickets'] as const;
  return pageNumber === undefined ? key : ([...key, pageNumber] as const);
}

export function customerTicketsQueryOptions(customerId: string, pageNumber: number) {
  return queryOptions({
    queryKey: customerTicketsQueryKey(customerId, pageNumber),
    queryFn: ({ signal }) =>
      getCustomerTickets(buildCustomerTicketsRequest(customerId, pageNumber), signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCustomerTickets(customerId: string, pageNumber: number) {
  return useQuery(customerTicketsQueryOptions(customerId, pageNumber));
}
