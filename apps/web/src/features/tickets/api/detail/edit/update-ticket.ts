import { updateTicketEndpoint } from '@ccms/contract/endpoints/tickets-edit';
import type { TUpdateTicketInputRaw, TUpdateTicketResponse } from '@ccms/contract/tickets-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../lib/api-client';
import { refreshTicketDetail } from '../refresh-ticket-detail';
import { ticketDetailKeys } from '../ticket-detail-keys';

/**
 * POST /api/ticket/UpdateTicket (Ticket.Edit) with the version the dialog read. Silent: the
 * dialog shows the success, a 409 with a reload offer, and the server's other messages.
 */
export function updateTicket(request: TUpdateTicketInputRaw): Promise<TUpdateTicketResponse> {
  return callEndpoint(updateTicketEndpoint, { body: request }, { notify: false });
}

/** The edit may change everything the page shows: the whole ticket's reads are refreshed. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: async (_response, request) => {
      await refreshTicketDetail(queryClient, request.id);
      await queryClient.invalidateQueries({ queryKey: ticketDetailKeys.questions(request.id) });
    },
  });
}
