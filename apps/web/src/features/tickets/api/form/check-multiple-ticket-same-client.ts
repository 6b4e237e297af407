import { checkMultipleTicketSameClientEndpoint } from '@ccms/contract/endpoints/tickets-create';
import type {
  TCheckMultipleTicketRequest,
  TCheckMultipleTicketResponse,
} from '@ccms/contract/tickets-create';
import { callEndpoint } from '../../../../lib/api-client';

/**
 * POST /api/ticket/checkMultipleTicketSameClient: whether the customer already has an open (or
 * a recent) ticket of the same breakdown, and whether this user may still open one.
 */
export function checkMultipleTicketSameClient(
  request: TCheckMultipleTicketRequest,
): Promise<TCheckMultipleTicketResponse> {
  return callEndpoint(checkMultipleTicketSameClientEndpoint, { body: request });
}
