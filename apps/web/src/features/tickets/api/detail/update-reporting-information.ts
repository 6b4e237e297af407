import { updateReportingInformationEndpoint } from '@ccms/contract/endpoints/tickets-flags';
import type { TUpdateReportingRequest, ZTicketFlagsResponse } from '@ccms/contract/tickets-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { ticketDetailKeys } from './ticket-detail-keys';

export type TicketFlagsResponse = z.infer<typeof ZTicketFlagsResponse>;

/**
 * POST /api/ticket/UpdateReportingInformation (Ticket.CanEditReporting): IsReporting false
 * removes the ticket from reporting. The global handler reports the outcome.
 */
export function updateReportingInformation(
  request: TUpdateReportingRequest,
): Promise<TicketFlagsResponse> {
  return callEndpoint(updateReportingInformationEndpoint, { body: request });
}

/** The ticket changes (flag, version, modifier, update history). */
export function useUpdateReportingInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportingInformation,
    onSuccess: (_response, request) =>
      queryClient.invalidateQueries({ queryKey: ticketDetailKeys.ticket(request.Id) }),
  });
}
