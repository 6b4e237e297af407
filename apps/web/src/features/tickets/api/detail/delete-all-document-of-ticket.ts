import { deleteAllDocumentOfTicketEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { ZDeleteAllDocumentOfTicketResponse } from '@ccms/contract/tickets-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type DeleteAllDocumentOfTicketResponse = z.infer<typeof ZDeleteAllDocumentOfTicketResponse>;

/** POST /api/ticket/DeleteAllDocumentOfTicket: deletes every file of the ticket. Silent. */
export function deleteAllDocumentOfTicket(
  ticketId: string,
): Promise<DeleteAllDocumentOfTicketResponse> {
  return callEndpoint(
    deleteAllDocumentOfTicketEndpoint,
    { body: { id: ticketId } },
    { notify: false },
  );
}

/** The ticket's file list is all it changes. */
export function useDeleteAllDocumentOfTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllDocumentOfTicket,
    onSuccess: (_response, ticketId) =>
      queryClient.invalidateQueries({ queryKey: ticketDetailKeys.documents(ticketId) }),
  });
}
