import { getTicketNotesEndpoint } from '@ccms/contract/endpoints/tickets-notes';
import type { TTicketNote } from '@ccms/contract/tickets-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetTicketNotes: the ticket's active notes, newest first. */
export function getTicketNotes(id: string, signal?: AbortSignal): Promise<TTicketNote[]> {
  return callEndpoint(getTicketNotesEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.notes(id),
    queryFn: ({ signal }) => getTicketNotes(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketNotes(id: string) {
  return useQuery(ticketNotesQueryOptions(id));
}
