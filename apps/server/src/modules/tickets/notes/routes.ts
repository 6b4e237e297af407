import {
  createTicketNoteEndpoint,
  deactivateTicketNoteEndpoint,
  getTicketNotesEndpoint,
} from '@ccms/contract/endpoints/tickets-notes';
import { TICKET_NOTE_MESSAGES } from '@ccms/contract/tickets-notes';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import {
  registerCreateEndpoint,
  registerEndpoint,
  succeeded,
} from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import { createTicketNote, deactivateTicketNote, getTicketNotes } from './service.ts';

/** The ticket's notes: add, list, deactivate (who may is decided in the service). */
export function registerTicketNoteRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerCreateEndpoint(app, createTicketNoteEndpoint, {
    access: 'signedIn',
    db: deps.db,
    clock: deps.clock,
    write: async (db, _, request) =>
      succeeded(await createTicketNote({ ...deps, db }, requireUser(request), request.body), [
        TICKET_NOTE_MESSAGES.noteAdded,
      ]),
  });

  registerEndpoint(app, getTicketNotesEndpoint, {
    access: 'signedIn',
    handler: (request) => getTicketNotes(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, deactivateTicketNoteEndpoint, {
    access: 'signedIn',
    handler: async (request) =>
      succeeded(await deactivateTicketNote(deps, requireUser(request), request.body.id), [
        TICKET_NOTE_MESSAGES.noteDeactivated,
      ]),
  });
}
