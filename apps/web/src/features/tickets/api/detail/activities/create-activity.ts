import { createActivityEndpoint } from '@ccms/contract/endpoints/tickets-activities';
import type {
  TCreateActivityRequest,
  TCreateActivityResponse,
} from '@ccms/contract/tickets-activities/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../../lib/api-client';
import { useIdempotencyKey } from '../../../../../lib/use-idempotency-key';
import { refreshTicketDetail } from '../refresh-ticket-detail';

/**
 * POST /api/ticket/createActivity with the ticket's version. Silent: the dialog shows its own
 * success toast, a 409 with a reload offer, and the server's other messages.
 */
export function createActivity(
  request: TCreateActivityRequest,
  idempotencyKey?: string,
): Promise<TCreateActivityResponse> {
  return callEndpoint(createActivityEndpoint, { body: request }, { notify: false, idempotencyKey });
}

/** An activity moves status, owner, flow, SLA and what the user may do next. */
export function useCreateActivity() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TCreateActivityRequest) => createActivity(request, keys.keyFor(request)),
    onSuccess: (_response, request) => {
      keys.done();
      return refreshTicketDetail(queryClient, request.ticketId);
    },
  });
}
