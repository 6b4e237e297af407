import { createTicketNoteEndpoint } from '@ccms/contract/endpoints/tickets-notes';
import type {
  TCreateTicketNoteRequest,
  ZCreateTicketNoteResponse,
} from '@ccms/contract/tickets-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { useIdempotencyKey } from '../../../../lib/use-idempotency-key';
import { ticketDetailKeys } from './ticket-detail-keys';

export type CreateTicketNoteResponse = z.infer<typeof ZCreateTicketNoteResponse>;

/**
 * POST /api/ticket/createTicketNote. Silent: the notes section shows its own 4-second toast
 * and the server's messages on failure.
 */
export function createTicketNote(
  request: TCreateTicketNoteRequest,
  idempotencyKey?: string,
): Promise<CreateTicketNoteResponse> {
  return callEndpoint(
    createTicketNoteEndpoint,
    { body: request },
    { notify: false, idempotencyKey },
  );
}

/** A note changes the notes list only (the ticket's version stays); one key per note typed. */
export function useCreateTicketNote() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TCreateTicketNoteRequest) =>
      createTicketNote(request, keys.keyFor(request)),
    onSuccess: (_response, request) => {
      keys.done();
      return queryClient.invalidateQueries({ queryKey: ticketDetailKeys.notes(request.ticketId) });
    },
  });
}
