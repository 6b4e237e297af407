import { deleteTicketEndpoint, updateTicketEndpoint } from '@ccms/contract/endpoints/tickets-edit';
import { TICKET_EDIT_MESSAGES } from '@ccms/contract/tickets-edit';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerEndpoint, succeeded } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import { deleteTicket, updateTicket } from './service.ts';

/**
 * UpdateTicket and DeleteTicket. The duplicate check on update is
 * ticket/checkMultipleTicketSameClient with the ticket's `id` (create/routes.ts).
 */
export function registerTicketEditRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerEndpoint(app, updateTicketEndpoint, {
    access: { permission: 'Ticket.Edit' },
    handler: async (request) =>
      succeeded(await updateTicket(deps, requireUser(request), request.body)),
  });

  registerEndpoint(app, deleteTicketEndpoint, {
    access: { permission: 'Ticket.Delete' },
    handler: async (request) =>
      succeeded(await deleteTicket(deps, requireUser(request), request.body.id), [
        TICKET_EDIT_MESSAGES.ticketDeleted,
      ]),
  });
}
