import {
  createTicketBlobsEndpoint,
  deleteAllDocumentOfTicketEndpoint,
  deleteDocumentOfTicketEndpoint,
  downloadDocumentBlobEndpoint,
  downloadDocumentEndpoint,
  getDocumentsOfTicketEndpoint,
  uploadDocumentsEndpoint,
} from '@ccms/contract/endpoints/tickets-files';
import { TICKET_CREATE_MESSAGES } from '@ccms/contract/tickets-create';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../../platform/access.ts';
import { attachmentDisposition } from '../../../platform/content-disposition.ts';
import { badRequest } from '../../../platform/errors.ts';
import { readMultipart } from '../../../platform/multipart.ts';
import { registerEndpoint, succeeded } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  createTicketBlobs,
  deleteAllTicketDocuments,
  deleteTicketDocument,
  getTicketDocuments,
  openDocument,
  ticketFileLimits,
  uploadDocuments,
} from './service.ts';

/** The `ticketId` part of documents/upload (a multipart field, so checked here). */
const ZTicketId = z.string().uuid();

function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof openDocument>>) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/**
 * The ticket's files (docs/domain.md §7): documents/upload, download and blob, and the ticket/… calls
 * of the detail page's files section.
 */
export function registerTicketFileRoutes(app: FastifyInstance, deps: TicketsDeps) {
  const limits = ticketFileLimits(deps.maxFileMb);

  registerEndpoint(app, uploadDocumentsEndpoint, {
    access: 'signedIn',
    handler: async (request) => {
      const user = requireUser(request);
      const body = await readMultipart(request, limits);
      const ticketId = ZTicketId.safeParse(body.fields.get('ticketId'));
      if (!ticketId.success) throw badRequest(TICKET_CREATE_MESSAGES.ticketIdRequired);
      return succeeded(await uploadDocuments(deps, user, ticketId.data, body.files));
    },
  });

  registerEndpoint(app, downloadDocumentEndpoint, {
    access: 'signedIn',
    handler: async (request, reply) =>
      sendFile(reply, await openDocument(deps, requireUser(request), { id: request.query.id })),
  });

  registerEndpoint(app, downloadDocumentBlobEndpoint, {
    access: 'signedIn',
    handler: async (request, reply) =>
      sendFile(
        reply,
        await openDocument(deps, requireUser(request), {
          id: request.query.blobId,
          ticketId: request.query.ticketId,
        }),
      ),
  });

  registerEndpoint(app, getDocumentsOfTicketEndpoint, {
    access: 'signedIn',
    handler: (request) => getTicketDocuments(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, deleteDocumentOfTicketEndpoint, {
    access: { permission: 'Ticket.DeleteDocument' },
    handler: async (request) =>
      succeeded(await deleteTicketDocument(deps, requireUser(request), request.body.id), [
        TICKET_FILE_MESSAGES.fileDeleted,
      ]),
  });

  registerEndpoint(app, deleteAllDocumentOfTicketEndpoint, {
    access: { permission: 'Ticket.DeleteDocument' },
    handler: async (request) =>
      succeeded(await deleteAllTicketDocuments(deps, requireUser(request), request.body.id), [
        TICKET_FILE_MESSAGES.filesDeleted,
      ]),
  });

  registerEndpoint(app, createTicketBlobsEndpoint, {
    access: 'signedIn',
    handler: async (request) => {
      const user = requireUser(request);
      const body = await readMultipart(request, limits);
      const documents = await createTicketBlobs(deps, user, request.params.ticketId, body.files);
      return succeeded(documents, [TICKET_FILE_MESSAGES.uploadSuccess]);
    },
  });
}
