import type {
  TCheckMultipleTicketRequest,
  TCheckMultipleTicketResponse,
} from '@ccms/contract/ticket-create';
import { http } from '../../../lib/http';

/**
 * POST /api/ticket/checkMultipleTicketSameClient: whether the customer already has an open (or
 * a recent) ticket of the same breakdown, and whether this user may still open one.
 */
export function checkMultipleTicketSameClient(
  request: TCheckMultipleTicketRequest,
): Promise<TCheckMultipleTicketResponse> {
  return http.post<TCheckMultipleTicketResponse>('ticket/checkMultipleTicketSameClient', request);
}
