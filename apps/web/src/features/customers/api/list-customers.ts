import type { TCustomerListRow } from '@ccms/contract/customers/schemas';
import { listCustomersEndpoint } from '@ccms/contract/endpoints/customers';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type CustomerListPage = TPaged<TCustomerListRow>;

/** Every cached page of the customer list (invalidate this after a change to a customer). */
export const CUSTOMER_LIST_QUERY_KEY = ['customers', 'list'] as const;

/** POST /api/customers/list: one page of customers for the query format. */
export function listCustomers(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<CustomerListPage> {
  return callEndpoint(listCustomersEndpoint, { body: query }, { signal });
}

export function listCustomersQueryOptions(query: TQueryFormatter) {
  return queryOptions({
    queryKey: [...CUSTOMER_LIST_QUERY_KEY, query],
    queryFn: ({ signal }) => listCustomers(query, signal),
  });
}

/** Keeps showing the previous page while the next one loads (no empty flash when paging). */
export function useListCustomers(query: TQueryFormatter) {
  return useQuery({ ...listCustomersQueryOptions(query), placeholderData: keepPreviousData });
}
