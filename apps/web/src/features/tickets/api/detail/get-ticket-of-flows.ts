import { getTicketOfFlowsEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import type { TTicketOfFlow } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/**
 * POST /api/ticket/GetTicketOfFlows: the possible responsible departments (the rule set's flow
 * roles, with the people holding them where the ticket is).
 */
export function getTicketOfFlows(id: string, signal?: AbortSignal): Promise<TTicketOfFlow[]> {
  return callEndpoint(getTicketOfFlowsEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketOfFlowsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.ofFlows(id),
    queryFn: ({ signal }) => getTicketOfFlows(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketOfFlows(id: string) {
  return useQuery(ticketOfFlowsQueryOptions(id));
}
