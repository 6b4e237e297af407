import { ZErrorResponse } from '@ccms/contract/envelope';
import {
  ZCheckMultipleTicketRequest,
  ZCheckMultipleTicketResponse,
  ZCreateTicketResponse,
} from '@ccms/contract/ticket-create';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { ticketFileLimits } from '../documents/service.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import {
  checkMultipleTicket,
  createTicket,
  type TicketCreationDeps,
} from './create-ticket-service.ts';

const ACCESS = { access: { permission: 'Ticket.Create' as const } };

/** ticket/createTicket and ticket/checkMultipleTicketSameClient (part 1 §7, DOMAIN §3, §6). */
export function registerTicketCreationRoutes(
  app: FastifyInstance,
  deps: TicketCreationDeps & { maxFileMb: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/ticket/createTicket', {
    config: ACCESS,
    schema: {
      ...TICKET_TAGS,
      summary:
        "Creates a ticket: multipart form data with the ticket JSON in part 'ticket' and up to 5 'files' parts",
      consumes: ['multipart/form-data'],
      response: { 200: ZCreateTicketResponse, ...ERROR_RESPONSES, 413: ZErrorResponse },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const body = await readMultipart(request, ticketFileLimits(deps.maxFileMb));
      const created = await createTicket(deps, user, body.fields.get('ticket'), body.files);
      return { isSuccess: true, data: created, messages: [] };
    },
  });

  // Creation asks with Ticket.Create, the edit dialog (with the ticket's id) with Ticket.Edit:
  // checkMultipleTicket checks which.
  api.post('/api/ticket/checkMultipleTicketSameClient', {
    config: { access: 'signedIn' },
    schema: {
      ...TICKET_TAGS,
      summary:
        'Whether the customer has an open ticket of this breakdown or one created in the last 24 hours',
      body: ZCheckMultipleTicketRequest,
      response: { 200: ZCheckMultipleTicketResponse, ...ERROR_RESPONSES },
    },
    handler: (request) => checkMultipleTicket(deps, requireUser(request), request.body),
  });
}
