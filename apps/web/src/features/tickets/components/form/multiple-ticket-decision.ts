import type { TCheckMultipleTicketResponse } from '@ccms/contract/tickets-create';

/** The confirmation for holders of Ticket.MultipleCreate (docs/domain.md §11 Repeated tickets). */
export const MULTIPLE_TICKET_CONFIRMATION =
  'Sahip olduğunuz tekrarlı çoklu bilet açma yetkisi nedeniyle bu bileti açabilirsiniz. Devam etmek istiyor musunuz?';
/** Shown when the server gives no text of its own. */
export const MULTIPLE_TICKET_REFUSED = 'Müşterinin bu kırılımda açık bir bileti var.';

export type MultipleTicketDecision =
  | { kind: 'create' }
  | { kind: 'confirm'; detail: string | null }
  | { kind: 'refuse'; message: string };

/**
 * What happens after ticket/checkMultipleTicketSameClient: no other ticket, create; another
 * ticket and the user holds Ticket.MultipleCreate (and the server agrees), ask first;
 * otherwise show the server's message and create nothing.
 */
export function decideMultipleTicket(
  response: TCheckMultipleTicketResponse,
  hasMultipleCreate: boolean,
): MultipleTicketDecision {
  if (!response.isMultiple) return { kind: 'create' };
  if (hasMultipleCreate && response.canCreate) {
    return { kind: 'confirm', detail: response.message };
  }
  return { kind: 'refuse', message: response.message || MULTIPLE_TICKET_REFUSED };
}
