import type { TTicketActivity } from '@ccms/contract/ticket-activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetTicketActivities: the ticket's activities, newest first. */
export function getTicketActivities(id: string, signal?: AbortSignal): Promise<TTicketActivity[]> {
  return http.post<TTicketActivity[]>(
    'ticket/GetTicketActivities',
    { id },
    { signal, notify: false },
  );
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
