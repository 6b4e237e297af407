import { defineEndpoint } from '../endpoint.ts';
import {
  ZCheckMultipleTicketRequest,
  ZCheckMultipleTicketResponse,
  ZCreateTicketResponse,
} from '../tickets-create.ts';

/** Multipart: the ticket JSON in part `ticket`, the files in parts `files`. */
export const createTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/createTicket',
  tag: 'ticket',
  summary:
    "Creates a ticket: multipart form data with the ticket JSON in part 'ticket' and up to 5 'files' parts",
  multipart: true,
  response: ZCreateTicketResponse,
});

/** Asked on creation and, with the edited ticket's `id`, before an edit is saved. */
export const checkMultipleTicketSameClientEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/checkMultipleTicketSameClient',
  tag: 'ticket',
  summary:
    'Whether the customer has an open ticket of this breakdown or one created in the last 24 hours',
  body: ZCheckMultipleTicketRequest,
  response: ZCheckMultipleTicketResponse,
});
