import { ZErrorResponse } from '@ccms/contract/envelope';
import {
  TICKET_EDIT_MESSAGES,
  ZDeleteTicketRequest,
  ZDeleteTicketResponse,
  ZUpdateTicketInput,
  ZUpdateTicketResponse,
} from '@ccms/contract/ticket-edit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import type { TicketDetailDeps } from './detail-deps.ts';
import { deleteTicket, updateTicket } from './edit-service.ts';

const WRITE_RESPONSES = { ...ERROR_RESPONSES, 409: ZErrorResponse };

/**
 * UpdateTicket and DeleteTicket (part 2 §7 'Tickets'). The duplicate check on update is
 * ticket/checkMultipleTicketSameClient with the ticket's `id` (creation-routes.ts).
 */
export function registerTicketEditRoutes(app: FastifyInstance, deps: TicketDetailDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/ticket/UpdateTicket', {
    config: { access: { permission: 'Ticket.Edit' } },
    schema: {
      ...TICKET_TAGS,
      summary:
        'Edits the whole ticket at the version it was read (409 when stale); writes the update history',
      body: ZUpdateTicketInput,
      response: { 200: ZUpdateTicketResponse, ...WRITE_RESPONSES },
    },
    handler: async (request) => {
      const updated = await updateTicket(deps, requireUser(request), request.body);
      return { isSuccess: true, data: updated, messages: [] };
    },
  });

  api.post('/api/ticket/DeleteTicket', {
    config: { access: { permission: 'Ticket.Delete' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'Deletes a ticket softly: it leaves every list, the row is kept',
      body: ZDeleteTicketRequest,
      response: { 200: ZDeleteTicketResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const deleted = await deleteTicket(deps, requireUser(request), request.body.id);
      return { isSuccess: true, data: deleted, messages: [TICKET_EDIT_MESSAGES.ticketDeleted] };
    },
  });
}
