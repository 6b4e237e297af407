import { getAllTicketsEndpoint } from '@ccms/contract/endpoints/tickets-lists';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { TTicketListRow } from '@ccms/contract/tickets-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

/** Every cached page of the all-tickets list. */
export const ALL_TICKETS_QUERY_KEY = ['tickets', 'list', 'all'] as const;

/** POST /api/ticket/getalltickets (Ticket.AllTickets): one page of every visible ticket. */
export function getAllTickets(
  formatter: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TTicketListRow>> {
  return callEndpoint(getAllTicketsEndpoint, { body: formatter }, { signal });
}

export function allTicketsQueryOptions(formatter: TQueryFormatter) {
  return queryOptions({
    queryKey: [...ALL_TICKETS_QUERY_KEY, formatter],
    queryFn: ({ signal }) => getAllTickets(formatter, signal),
  });
}

/** Keeps showing the previous page while the next one loads (no empty flash when paging). */
export function useAllTickets(formatter: TQueryFormatter, enabled = true) {
  return useQuery({
    ...allTicketsQueryOptions(formatter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
