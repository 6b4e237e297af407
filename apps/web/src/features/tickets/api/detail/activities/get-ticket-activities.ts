import { getTicketActivitiesEndpoint } from '@ccms/contract/endpoints/tickets-activities';
import type { TTicketActivity } from '@ccms/contract/tickets-activities/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from '../ticket-detail-keys';

/** POST /api/ticket/GetTicketActivities: the ticket's activities, newest first. */
export function getTicketActivities(id: string, signal?: AbortSignal): Promise<TTicketActivity[]> {
  return callEndpoint(getTicketActivitiesEndpoint, { body: { id } }, { signal, notify: false });
}

export function ticketActivitiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.activities(id),
    queryFn: ({ signal }) => getTicketActivities(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

export function useTicketActivities(id: string) {
  return useQuery(ticketActivitiesQueryOptions(id));
}
