import { deactivateTicketNoteEndpoint } from '@ccms/contract/endpoints/tickets-notes';
import type { ZDeactivateTicketNoteResponse } from '@ccms/contract/tickets-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type DeactivateTicketNoteResponse = z.infer<typeof ZDeactivateTicketNoteResponse>;

/** POST /api/ticket/DeleteTicketNote: deactivates the note ('Pasife Çek'); the row stays. */
export function deactivateTicketNote(noteId: string): Promise<DeactivateTicketNoteResponse> {
  return callEndpoint(deactivateTicketNoteEndpoint, { body: { id: noteId } }, { notify: false });
}

/** The ticket's notes list is all it changes. */
export function useDeactivateTicketNote(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTicketNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketDetailKeys.notes(ticketId) }),
  });
}
