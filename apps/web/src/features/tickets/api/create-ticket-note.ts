import { createTicketNoteEndpoint } from '@ccms/contract/endpoints/tickets-notes';
import type {
  TCreateTicketNoteRequest,
  ZCreateTicketNoteResponse,
} from '@ccms/contract/tickets-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type CreateTicketNoteResponse = z.infer<typeof ZCreateTicketNoteResponse>;

/**
 * POST /api/ticket/createTicketNote. Silent: the notes section shows its own 4-second toast
 * and the server's messages on failure.
 */
export function createTicketNote(
  request: TCreateTicketNoteRequest,
): Promise<CreateTicketNoteResponse> {
  return callEndpoint(
    createTicketNoteEndpoint,
    { body: request },
    {
      notify: false,
    },
  );
}

/** A note changes the notes list only (the ticket's version stays). */
export function useCreateTicketNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketNote,
    onSuccess: (_response, request) =>
      queryClient.invalidateQueries({ queryKey: ticketDetailKeys.notes(request.ticketId) }),
  });
}
