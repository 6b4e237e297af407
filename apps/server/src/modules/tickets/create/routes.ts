import {
  checkMultipleTicketSameClientEndpoint,
  createTicketEndpoint,
} from '@ccms/contract/endpoints/tickets-create';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../../platform/access.ts';
import { receiveMultipart } from '../../../platform/multipart.ts';
import {
  registerCreateEndpoint,
  registerEndpoint,
  succeeded,
} from '../../../platform/route-kit.ts';
import { heldBusinessClock } from '../../sla/index.ts';
import type { TicketsDeps } from '../deps.ts';
import { multipartFingerprint, ticketFileLimits, ticketFileReceiver } from '../files/service.ts';
import { createFormLookups } from './form-lookups.ts';
import { checkMultipleTicket, createTicket } from './service.ts';

/** The `id` of the `ticket` part, when it has one (keys match in any case, as validation does). */
const ZClientMadeId = z.string().uuid();

function clientMadeId(ticketPart: string | undefined): string | undefined {
  try {
    const json: unknown = JSON.parse(ticketPart ?? '');
    if (!json || typeof json !== 'object') return undefined;
    const entry = Object.entries(json).find(([key]) => key.toLowerCase() === 'id');
    // Only a well-formed id keys the call; any other is refused by the ticket's own check.
    return ZClientMadeId.safeParse(entry?.[1]).data;
  } catch {
    return undefined;
  }
}

/** ticket/createTicket and ticket/checkMultipleTicketSameClient (docs/domain.md §3, §6). */
export function registerTicketCreationRoutes(app: FastifyInstance, deps: TicketsDeps) {
  const limits = ticketFileLimits(deps.maxFileMb);
  const receiver = ticketFileReceiver(deps);
  const formReads = createFormLookups(app.dataVersions);
  // The ticket's client-made id keys the call; the files are received before its transaction.
  registerCreateEndpoint(app, createTicketEndpoint, {
    access: { permission: 'Ticket.Create' },
    db: deps.db,
    clock: deps.clock,
    prepare: (request) => receiveMultipart(request, limits, receiver),
    fingerprint: multipartFingerprint,
    clientId: (body) => clientMadeId(body.fields.get('ticket')),
    discard: (body) => receiver.discard(body.files),
    warm: () => heldBusinessClock(deps.businessClocks),
    write: async (db, body, request, businessClocks) => {
      const creation = { ...deps, db, businessClocks, formReads };
      const user = requireUser(request);
      return succeeded(await createTicket(creation, user, body.fields.get('ticket'), body.files));
    },
  });

  // Creation asks with Ticket.Create, the edit dialog (with the ticket's id) with Ticket.Edit:
  // checkMultipleTicket checks which.
  registerEndpoint(app, checkMultipleTicketSameClientEndpoint, {
    access: 'signedIn',
    handler: (request) => checkMultipleTicket(deps, requireUser(request), request.body),
  });
}
