import { deleteDocumentOfTicketEndpoint } from '@ccms/contract/endpoints/tickets-files';
import type { ZDeleteDocumentOfTicketResponse } from '@ccms/contract/tickets-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type DeleteDocumentOfTicketResponse = z.infer<typeof ZDeleteDocumentOfTicketResponse>;

/** POST /api/ticket/DeleteDocumentOfTicket: deletes one file (Ticket.DeleteDocument). Silent. */
export function deleteDocumentOfTicket(
  documentId: string,
): Promise<DeleteDocumentOfTicketResponse> {
  return callEndpoint(
    deleteDocumentOfTicketEndpoint,
    { body: { id: documentId } },
    { notify: false },
  );
}

/** The ticket's file list is all it changes. */
export function useDeleteDocumentOfTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocumentOfTicket,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ticketDetailKeys.documents(ticketId) }),
  });
}
