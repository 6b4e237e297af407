import { defineEndpoint } from '../endpoint.ts';
import {
  ZDeleteTicketRequest,
  ZDeleteTicketResponse,
  ZUpdateTicketInput,
  ZUpdateTicketResponse,
} from '../tickets-edit.ts';

/** The duplicate check before saving is checkMultipleTicketSameClient with the ticket's `id`. */
export const updateTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/UpdateTicket',
  tag: 'ticket',
  summary:
    'Edits the whole ticket at the version it was read (409 when stale); writes the update history',
  body: ZUpdateTicketInput,
  response: ZUpdateTicketResponse,
});

export const deleteTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/DeleteTicket',
  tag: 'ticket',
  summary: 'Deletes a ticket softly: it leaves every list, the row is kept',
  body: ZDeleteTicketRequest,
  response: ZDeleteTicketResponse,
});
