import {
  checkMultipleTicketSameClientEndpoint,
  createTicketEndpoint,
} from '@ccms/contract/endpoints/tickets-create';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { receiveMultipart } from '../../../platform/multipart.ts';
import { registerEndpoint, succeeded } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import { ticketFileLimits, ticketFileReceiver } from '../files/service.ts';
import { createFormLookups } from './form-lookups.ts';
import { checkMultipleTicket, createTicket } from './service.ts';

/** ticket/createTicket and ticket/checkMultipleTicketSameClient (docs/domain.md §3, §6). */
export function registerTicketCreationRoutes(app: FastifyInstance, deps: TicketsDeps) {
  const limits = ticketFileLimits(deps.maxFileMb);
  const receiver = ticketFileReceiver(deps);
  const formReads = createFormLookups(app.dataVersions);
  registerEndpoint(app, createTicketEndpoint, {
    access: { permission: 'Ticket.Create' },
    handler: async (request) => {
      const user = requireUser(request);
      const body = await receiveMultipart(request, limits, receiver);
      return succeeded(
        await createTicket({ ...deps, formReads }, user, body.fields.get('ticket'), body.files),
      );
    },
  });

  // Creation asks with Ticket.Create, the edit dialog (with the ticket's id) with Ticket.Edit:
  // checkMultipleTicket checks which.
  registerEndpoint(app, checkMultipleTicketSameClientEndpoint, {
    access: 'signedIn',
    handler: (request) => checkMultipleTicket(deps, requireUser(request), request.body),
  });
}
