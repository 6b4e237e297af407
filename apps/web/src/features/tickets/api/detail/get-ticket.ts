import { getTicketEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import { type TTicketDetail, ZTicketIdRequest } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** True when `id` can name a ticket (a uuid); anything else is "not found" without a call. */
export function isTicketId(id: string | undefined): id is string {
  return id !== undefined && ZTicketIdRequest.shape.id.safeParse(id).success;
}

/**
 * POST /api/ticket/GetTicket: the ticket as the detail page shows it. No global notification:
 * the screen shows a 404 as 'Bilet bulunamadı.' and other failures itself.
 */
export function getTicket(id: string, signal?: AbortSignal): Promise<TTicketDetail> {
  return callEndpoint(getTicketEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}
