import { getDocumentsOfTicketEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { TTicketDocument } from '@ccms/contract/tickets-create';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetDocumentsOfTicket: the ticket's live files, oldest first. */
export function getDocumentsOfTicket(id: string, signal?: AbortSignal): Promise<TTicketDocument[]> {
  return callEndpoint(getDocumentsOfTicketEndpoint, { body: { id } }, { signal, notify: false });
}

export function documentsOfTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.documents(id),
    queryFn: ({ signal }) => getDocumentsOfTicket(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useDocumentsOfTicket(id: string) {
  return useQuery(documentsOfTicketQueryOptions(id));
}
