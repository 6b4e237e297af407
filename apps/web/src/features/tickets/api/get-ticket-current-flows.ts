import type { TTicketResponsibleStore } from '@ccms/contract/ticket-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetTicketCurrentFlows: the units responsible for the ticket now. */
export function getTicketCurrentFlows(
  id: string,
  signal?: AbortSignal,
): Promise<TTicketResponsibleStore[]> {
  return http.post<TTicketResponsibleStore[]>(
    'ticket/GetTicketCurrentFlows',
    { id },
    { signal, notify: false },
  );
}

export function ticketCurrentFlowsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.currentFlows(id),
    queryFn: ({ signal }) => getTicketCurrentFlows(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketCurrentFlows(id: string) {
  return useQuery(ticketCurrentFlowsQueryOptions(id));
}
