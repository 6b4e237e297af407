import { deleteTicketEndpoint } from '@ccms/contract/endpoints/tickets-edit';
import type { TDeleteTicketResponse } from '@ccms/contract/tickets-edit';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_LISTS_QUERY_KEY, ticketDetailKeys } from './ticket-detail-keys';

/**
 * POST /api/ticket/DeleteTicket (Ticket.Delete): soft delete. Silent: the page says 'Bilet
 * silindi' or 'Bilet silinirken hata meydana geldi' itself.
 */
export function deleteTicket(id: string): Promise<TDeleteTicketResponse> {
  return callEndpoint(deleteTicketEndpoint, { body: { id } }, { notify: false });
}

/**
 * The ticket leaves the lists. Its detail reads would answer 404 now: `forgetDeletedTicket`
 * drops them once the page has moved away (dropping them under the open page would only make
 * it ask again).
 */
export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_LISTS_QUERY_KEY }),
  });
}

export function forgetDeletedTicket(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: ticketDetailKeys.all(id) });
}
