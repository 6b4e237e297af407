import { getTicketActivityFlowEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import type { TTicketActivityFlowResponse } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/**
 * POST /api/ticket/GetTicketActivityFlow: the owners the ticket passed through, in order, and
 * the time spent under each department (one call feeds both sections).
 */
export function getTicketActivityFlow(
  id: string,
  signal?: AbortSignal,
): Promise<TTicketActivityFlowResponse> {
  return callEndpoint(getTicketActivityFlowEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketActivityFlowQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.activityFlow(id),
    queryFn: ({ signal }) => getTicketActivityFlow(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketActivityFlow(id: string) {
  return useQuery(ticketActivityFlowQueryOptions(id));
}
