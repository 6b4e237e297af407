import { defineEndpoint } from '../endpoint.ts';
import { ZTicketIdRequest } from '../tickets-detail/schemas.ts';
import {
  ZCreateTicketNoteRequest,
  ZCreateTicketNoteResponse,
  ZDeactivateTicketNoteResponse,
  ZNoteIdRequest,
  ZTicketNotesResponse,
} from '../tickets-notes.ts';

export const createTicketNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/createTicketNote',
  tag: 'ticket',
  summary: 'Adds a note to a ticket; managers, area and region managers may not',
  body: ZCreateTicketNoteRequest,
  response: ZCreateTicketNoteResponse,
});

export const getTicketNotesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketNotes',
  tag: 'ticket',
  summary: "The ticket's active notes, newest first",
  body: ZTicketIdRequest,
  response: ZTicketNotesResponse,
});

export const deactivateTicketNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/DeleteTicketNote',
  tag: 'ticket',
  summary: 'Deactivates a note (its author or Admin); the row stays, with who and when',
  body: ZNoteIdRequest,
  response: ZDeactivateTicketNoteResponse,
});
