import { getTicketAuthorityEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import type { TTicketAuthority } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/**
 * POST /api/ticket/TicketAuthority: what the user may do on this ticket, so the page hides what
 * the server would refuse. Silent: the ticket's own read reports a missing ticket.
 */
export function getTicketAuthority(id: string, signal?: AbortSignal): Promise<TTicketAuthority> {
  return callEndpoint(getTicketAuthorityEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketAuthorityQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.authority(id),
    queryFn: ({ signal }) => getTicketAuthority(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketAuthority(id: string) {
  return useQuery(ticketAuthorityQueryOptions(id));
}
