import { ZErrorResponse } from '@ccms/contract/envelope';
import {
  TICKET_CREATE_MESSAGES,
  ZDocumentBlobQuery,
  ZDocumentDownloadQuery,
  ZUploadDocumentsResponse,
} from '@ccms/contract/ticket-create';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import { attachmentDisposition } from '../../platform/content-disposition.ts';
import { badRequest } from '../../platform/errors.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { ERROR_RESPONSES } from '../hierarchy/route-schemas.ts';
import { type DocumentDeps, openDocument, ticketFileLimits, uploadDocuments } from './service.ts';

const TAGS = { tags: ['documents'], security: [{ bearer: [] }] };
const ZTicketId = z.string().uuid();

/** documents/upload, documents/download and documents/blob (part 1 §7, DOMAIN §7). */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: DocumentDeps & { maxFileMb: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/documents/upload', {
    config: { access: 'signedIn' },
    schema: {
      ...TAGS,
      summary: "Adds files to a ticket the caller can see: multipart with 'ticketId' and 'files'",
      consumes: ['multipart/form-data'],
      response: { 200: ZUploadDocumentsResponse, ...ERROR_RESPONSES, 413: ZErrorResponse },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const body = await readMultipart(request, ticketFileLimits(deps.maxFileMb));
      const ticketId = ZTicketId.safeParse(body.fields.get('ticketId'));
      if (!ticketId.success) throw badRequest(TICKET_CREATE_MESSAGES.ticketIdRequired);
      const documents = await uploadDocuments(deps, user, ticketId.data, body.files);
      return { isSuccess: true, data: documents, messages: [] };
    },
  });

  const send = async (reply: FastifyReply, file: Awaited<ReturnType<typeof openDocument>>) =>
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);

  api.get('/api/documents/download', {
    config: { access: 'signedIn' },
    schema: {
      ...TAGS,
      summary: 'The file of a document, for a ticket the caller can see',
      querystring: ZDocumentDownloadQuery,
      response: ERROR_RESPONSES,
    },
    handler: async (request, reply) =>
      send(reply, await openDocument(deps, requireUser(request), { id: request.query.id })),
  });

  api.get('/api/documents/blob', {
    config: { access: 'signedIn' },
    schema: {
      ...TAGS,
      summary: 'The file of a document by ticket and document id',
      querystring: ZDocumentBlobQuery,
      response: ERROR_RESPONSES,
    },
    handler: async (request, reply) =>
      send(
        reply,
        await openDocument(deps, requireUser(request), {
          id: request.query.blobId,
          ticketId: request.query.ticketId,
        }),
      ),
  });
}
