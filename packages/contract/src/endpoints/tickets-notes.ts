import { defineEndpoint } from '../endpoint.ts';
import { ZTicketIdRequest } from '../ticket-detail/schemas.ts';
import {
  ZCreateTicketNoteRequest,
  ZCreateTicketNoteResponse,
  ZDeleteTicketNoteResponse,
  ZTicketNotesResponse,
} from '../ticket-notes.ts';

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

export const deleteTicketNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/DeleteTicketNote',
  tag: 'ticket',
  summary: 'Deactivates a note (its author or Admin); the row stays, with who and when',
  body: ZTicketIdRequest.describe("The note's id"),
  response: ZDeleteTicketNoteResponse,
});
