import { updateActivityEndpoint } from '@ccms/contract/endpoints/tickets-activities';
import type {
  TUpdateActivityInput,
  ZUpdateActivityResponse,
} from '@ccms/contract/tickets-activities/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../../lib/api-client';
import { refreshTicketDetail } from '../refresh-ticket-detail';

export type UpdateActivityResponse = z.infer<typeof ZUpdateActivityResponse>;

/**
 * POST /api/ticket/UpdateActivity (Ticket.EditDescription): one inline edit of an activity,
 * only the fields that change. Silent: the section shows its own toasts.
 */
export function updateActivity(request: TUpdateActivityInput): Promise<UpdateActivityResponse> {
  return callEndpoint(updateActivityEndpoint, { body: request }, { notify: false });
}

/** The latest activity's wrap-up, voice, discount and points are copied onto the ticket. */
export function useUpdateActivity(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: () => refreshTicketDetail(queryClient, ticketId),
  });
}
