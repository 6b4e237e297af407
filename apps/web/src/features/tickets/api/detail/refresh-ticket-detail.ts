import type { QueryClient } from '@tanstack/react-query';
import { TICKET_LISTS_QUERY_KEY, ticketDetailKeys } from './ticket-detail-keys';

/**
 * After a write that changes the ticket itself (an activity, an inline activity edit, the
 * edit dialog): the ticket, its activities, its flow and responsible units, the user's authority
 * on it, and the lists that show it.
 */
export function refreshTicketDetail(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all(
    [
      ticketDetailKeys.ticket(id),
      ticketDetailKeys.activities(id),
      ticketDetailKeys.activityFlow(id),
      ticketDetailKeys.currentFlows(id),
      ticketDetailKeys.ofFlows(id),
      ticketDetailKeys.roleFlow(id),
      ticketDetailKeys.authority(id),
      TICKET_LISTS_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
