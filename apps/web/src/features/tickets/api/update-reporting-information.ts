import type { TUpdateReportingRequest, ZTicketFlagsResponse } from '@ccms/contract/ticket-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { ticketDetailKeys } from './ticket-detail-keys';

export type TicketFlagsResponse = z.infer<typeof ZTicketFlagsResponse>;

/**
 * POST /api/ticket/UpdateReportingInformation (Ticket.CanEditReporting): IsReporting false
 * removes the ticket from reporting. The global handler reports the outcome.
 */
export function updateReportingInformation(
  request: TUpdateReportingRequest,
): Promise<TicketFlagsResponse> {
  return http.post<TicketFlagsResponse>('ticket/UpdateReportingInformation', request);
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
