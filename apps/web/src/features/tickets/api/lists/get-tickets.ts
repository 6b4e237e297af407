import { getTicketsEndpoint } from '@ccms/contract/endpoints/tickets-lists';
import type { TPaged } from '@ccms/contract/envelope';
import type { TGetTicketsRequest, TTicketListRow } from '@ccms/contract/tickets-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

export type TicketListPage = TPaged<TTicketListRow>;

/** Every cached page of the my-tickets list. */
export const MY_TICKETS_QUERY_KEY = ['tickets', 'list', 'mine'] as const;

/**
 * POST /api/ticket/gettickets: one page of the caller's tickets, assigned to them
 * (assignFilter 1) or viewed (0), for the query format.
 */
export function getTickets(
  body: TGetTicketsRequest,
  signal?: AbortSignal,
): Promise<TicketListPage> {
  return callEndpoint(getTicketsEndpoint, { body }, { signal });
}

export function ticketsQueryOptions(body: TGetTicketsRequest) {
  return queryOptions({
    queryKey: [...MY_TICKETS_QUERY_KEY, body],
    queryFn: ({ signal }) => getTickets(body, signal),
  });
}

/** Keeps showing the previous page while the next one loads (no empty flash when paging). */
export function useTickets(body: TGetTicketsRequest, enabled = true) {
  return useQuery({ ...ticketsQueryOptions(body), placeholderData: keepPreviousData, enabled });
}
