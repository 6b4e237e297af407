import { deleteTicketNoteEndpoint } from '@ccms/contract/endpoints/tickets-notes';
import type { ZDeleteTicketNoteResponse } from '@ccms/contract/ticket-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type DeleteTicketNoteResponse = z.infer<typeof ZDeleteTicketNoteResponse>;

/** POST /api/ticket/DeleteTicketNote: deactivates the note ('Pasife Çek'); the row stays. */
export function deleteTicketNote(noteId: string): Promise<DeleteTicketNoteResponse> {
  return callEndpoint(deleteTicketNoteEndpoint, { body: { id: noteId } }, { notify: false });
}

/** The ticket's notes list is all it changes. */
export function useDeleteTicketNote(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketDetailKeys.notes(ticketId) }),
  });
}
