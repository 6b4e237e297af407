import { getTicketCurrentFlowsEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import type { TTicketResponsibleStore } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetTicketCurrentFlows: the units responsible for the ticket now. */
export function getTicketCurrentFlows(
  id: string,
  signal?: AbortSignal,
): Promise<TTicketResponsibleStore[]> {
  return callEndpoint(getTicketCurrentFlowsEndpoint, { body: { id } }, { signal, notify: false });
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
