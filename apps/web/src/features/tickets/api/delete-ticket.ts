import type { TDeleteTicketResponse } from '@ccms/contract/ticket-edit';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TICKET_LISTS_QUERY_KEY, ticketDetailKeys } from './ticket-detail-keys';

/**
 * POST /api/ticket/DeleteTicket (Ticket.Delete): soft delete. Silent: the page says 'Bilet
 * silindi' or 'Bilet silinirken hata meydana geldi' itself (part 2 §8).
 */
export function deleteTicket(id: string): Promise<TDeleteTicketResponse> {
  return http.post<TDeleteTicketResponse>('ticket/DeleteTicket', { id }, { notify: false });
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
