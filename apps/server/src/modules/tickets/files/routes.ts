import {
  createTicketBlobsEndpoint,
  deleteAllDocumentOfTicketEndpoint,
  deleteDocumentOfTicketEndpoint,
  downloadDocumentBlobEndpoint,
  downloadDocumentEndpoint,
  getDocumentsOfTicketEndpoint,
  uploadDocumentsEndpoint,
} from '@ccms/contract/endpoints/tickets-files';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { attachmentDisposition } from '../../../platform/content-disposition.ts';
import type { MultipartBody } from '../../../platform/multipart.ts';
import { receiveMultipart } from '../../../platform/multipart.ts';
import {
  registerCreateEndpoint,
  registerEndpoint,
  succeeded,
} from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  createTicketBlobs,
  type DocumentDownload,
  deleteAllTicketDocuments,
  deleteTicketDocument,
  getTicketDocuments,
  multipartFingerprint,
  openDocument,
  type ReceivedFile,
  ticketFileLimits,
  ticketFileReceiver,
  uploadDocuments,
} from './service.ts';

/** A download: the whole file (200), the range asked for (206) or why not (416). */
function sendFile(reply: FastifyReply, file: DocumentDownload) {
  reply.header('accept-ranges', 'bytes');
  if ('unsatisfiable' in file) {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ isSuccess: false, messages: [TICKET_FILE_MESSAGES.rangeNotSatisfiable] });
  }
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff');
  if (!file.range) return reply.header('content-length', file.size).send(file.stream);
  const { start, end } = file.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${file.size}`)
    .header('content-length', end - start + 1)
    .send(file.stream);
}

/**
 * The ticket's files (docs/domain.md §7): documents/upload, download and blob, and the ticket/… calls
 * of the detail page's files section.
 */
export function registerTicketFileRoutes(app: FastifyInstance, deps: TicketsDeps) {
  const limits = ticketFileLimits(deps.maxFileMb);
  const receiver = ticketFileReceiver(deps);

  // The files are received (stored pending) before the key's transaction; a repeat drops them.
  const multipart = {
    db: deps.db,
    clock: deps.clock,
    prepare: (request: FastifyRequest) => receiveMultipart(request, limits, receiver),
    fingerprint: (body: MultipartBody<ReceivedFile>) => multipartFingerprint(body),
    discard: (body: MultipartBody<ReceivedFile>) => receiver.discard(body.files),
  };

  registerCreateEndpoint(app, uploadDocumentsEndpoint, {
    access: 'signedIn',
    ...multipart,
    write: async (db, body, request) =>
      succeeded(await uploadDocuments({ ...deps, db }, requireUser(request), body)),
  });

  registerEndpoint(app, downloadDocumentEndpoint, {
    access: 'signedIn',
    handler: async (request, reply) =>
      sendFile(
        reply,
        await openDocument(
          deps,
          requireUser(request),
          { id: request.query.id },
          request.headers.range,
        ),
      ),
  });

  registerEndpoint(app, downloadDocumentBlobEndpoint, {
    access: 'signedIn',
    handler: async (request, reply) =>
      sendFile(
        reply,
        await openDocument(
          deps,
          requireUser(request),
          {
            id: request.query.blobId,
            ticketId: request.query.ticketId,
          },
          request.headers.range,
        ),
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

  registerCreateEndpoint(app, createTicketBlobsEndpoint, {
    access: 'signedIn',
    ...multipart,
    fingerprint: (body, request) => ({
      ...multipartFingerprint(body),
      ticketId: request.params.ticketId,
    }),
    write: async (db, body, request) => {
      const user = requireUser(request);
      const ticketId = request.params.ticketId;
      const documents = await createTicketBlobs({ ...deps, db }, user, ticketId, body.files);
      return succeeded(documents, [TICKET_FILE_MESSAGES.uploadSuccess]);
    },
  });
}
