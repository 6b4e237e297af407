import { updateComplaintInformationEndpoint } from '@ccms/contract/endpoints/tickets-flags';
import type { TUpdateComplaintRequest, ZTicketFlagsResponse } from '@ccms/contract/tickets-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_LISTS_QUERY_KEY, ticketDetailKeys } from './ticket-detail-keys';

export type TicketFlagsResponse = z.infer<typeof ZTicketFlagsResponse>;

/**
 * POST /api/ticket/UpdateComplaintInformation (whoever may edit the ticket): whether it came
 * from a complaint. The global handler reports the outcome.
 */
export function updateComplaintInformation(
  request: TUpdateComplaintRequest,
): Promise<TicketFlagsResponse> {
  return callEndpoint(updateComplaintInformationEndpoint, { body: request });
}

/** The ticket changes, and the lists' 'Şikayetten gelen' filter may now find it or not. */
export function useUpdateComplaintInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplaintInformation,
    onSuccess: (_response, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketDetailKeys.ticket(request.Id) }),
        queryClient.invalidateQueries({ queryKey: TICKET_LISTS_QUERY_KEY }),
      ]),
  });
}
