import { ZErrorResponse } from '@ccms/contract/envelope';
import { ZUploadDocumentsResponse } from '@ccms/contract/ticket-create';
import { ZTicketIdRequest } from '@ccms/contract/ticket-detail';
import {
  TICKET_FILE_MESSAGES,
  TICKET_MAIL_MESSAGES,
  ZCreateTicketBlobsParams,
  ZDeleteAllDocumentOfTicketRequest,
  ZDeleteAllDocumentOfTicketResponse,
  ZDeleteDocumentOfTicketRequest,
  ZDeleteDocumentOfTicketResponse,
  ZDocumentsOfTicketResponse,
  ZQueuedMailsResponse,
  ZSendNotificationMailQuery,
  ZSendSlaExceedNotificationMailQuery,
  ZTicketFlagsResponse,
  ZUpdateComplaintRequest,
  ZUpdateReportingRequest,
} from '@ccms/contract/ticket-extras';
import {
  TICKET_NOTE_MESSAGES,
  ZCreateTicketNoteRequest,
  ZCreateTicketNoteResponse,
  ZDeleteTicketNoteResponse,
  ZTicketNotesResponse,
} from '@ccms/contract/ticket-notes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import { readMultipart } from '../../platform/multipart.ts';
import {
  createTicketBlobs,
  deleteAllTicketDocuments,
  deleteTicketDocument,
  getTicketDocuments,
  ticketFileLimits,
} from '../documents/service.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import type { TicketDetailDeps } from './detail-deps.ts';
import { createTicketNote, deleteTicketNote, getTicketNotes } from './notes-service.ts';
import { sendNotificationMail, sendSlaExceededMails } from './notification-mail-service.ts';
import { updateComplaintInformation, updateReportingInformation } from './ticket-flags-service.ts';

const SIGNED_IN = { access: 'signedIn' as const };
const WRITE_ERRORS = { ...ERROR_RESPONSES, 409: ZErrorResponse };
const success = <T>(data: T, messages: string[] = []) => ({ isSuccess: true, data, messages });

/** Notes, the ticket's files, the reporting / complaint switches and the mails by hand. */
export function registerTicketExtrasRoutes(app: FastifyInstance, deps: TicketDetailDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/ticket/createTicketNote', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: 'Adds a note to a ticket; managers, area and region managers may not',
      body: ZCreateTicketNoteRequest,
      response: { 200: ZCreateTicketNoteResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      success(await createTicketNote(deps, requireUser(request), request.body), [
        TICKET_NOTE_MESSAGES.noteAdded,
      ]),
  });

  api.post('/api/ticket/GetTicketNotes', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: "The ticket's active notes, newest first",
      body: ZTicketIdRequest,
      response: { 200: ZTicketNotesResponse, ...ERROR_RESPONSES },
    },
    handler: (request) => getTicketNotes(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/DeleteTicketNote', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: 'Deactivates a note (its author or Admin); the row stays, with who and when',
      body: ZTicketIdRequest.describe("The note's id"),
      response: { 200: ZDeleteTicketNoteResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      success(await deleteTicketNote(deps, requireUser(request), request.body.id), [
        TICKET_NOTE_MESSAGES.noteDeactivated,
      ]),
  });

  api.post('/api/ticket/GetDocumentsOfTicket', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: "The ticket's live files, oldest first",
      body: ZTicketIdRequest,
      response: { 200: ZDocumentsOfTicketResponse, ...ERROR_RESPONSES },
    },
    handler: (request) => getTicketDocuments(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/DeleteDocumentOfTicket', {
    config: { access: { permission: 'Ticket.DeleteDocument' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'Marks one file deleted (the row stays) and removes its stored content',
      body: ZDeleteDocumentOfTicketRequest,
      response: { 200: ZDeleteDocumentOfTicketResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      success(await deleteTicketDocument(deps, requireUser(request), request.body.id), [
        TICKET_FILE_MESSAGES.fileDeleted,
      ]),
  });

  api.post('/api/ticket/DeleteAllDocumentOfTicket', {
    config: { access: { permission: 'Ticket.DeleteDocument' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'Marks every file of the ticket deleted, in one transaction',
      body: ZDeleteAllDocumentOfTicketRequest,
      response: { 200: ZDeleteAllDocumentOfTicketResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      success(await deleteAllTicketDocuments(deps, requireUser(request), request.body.id), [
        TICKET_FILE_MESSAGES.filesDeleted,
      ]),
  });

  api.post('/api/ticket/CreateTicketBlobs/:ticketId', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary:
        "Adds files to a ticket: multipart 'files' parts; at most 5 live files a ticket, checked by content",
      consumes: ['multipart/form-data'],
      params: ZCreateTicketBlobsParams,
      response: { 200: ZUploadDocumentsResponse, ...ERROR_RESPONSES, 413: ZErrorResponse },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const body = await readMultipart(request, ticketFileLimits(deps.maxFileMb));
      const documents = await createTicketBlobs(deps, user, request.params.ticketId, body.files);
      return success(documents, [TICKET_FILE_MESSAGES.uploadSuccess]);
    },
  });

  api.post('/api/ticket/UpdateReportingInformation', {
    config: { access: { permission: 'Ticket.CanEditReporting' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'IsReporting false removes the ticket from reporting',
      body: ZUpdateReportingRequest,
      response: { 200: ZTicketFlagsResponse, ...WRITE_ERRORS },
    },
    handler: async (request) =>
      success(await updateReportingInformation(deps, requireUser(request), request.body)),
  });

  api.post('/api/ticket/UpdateComplaintInformation', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: 'Sets whether the ticket came from a complaint; whoever may edit the ticket',
      body: ZUpdateComplaintRequest,
      response: { 200: ZTicketFlagsResponse, ...WRITE_ERRORS },
    },
    handler: async (request) =>
      success(await updateComplaintInformation(deps, requireUser(request), request.body)),
  });

  api.get('/api/ticket/SendNotificationmail', {
    config: SIGNED_IN,
    schema: {
      ...TICKET_TAGS,
      summary: "Queues the breakdown's notification mail for the ticket by hand",
      querystring: ZSendNotificationMailQuery,
      response: { 200: ZQueuedMailsResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const queued = await sendNotificationMail(deps, requireUser(request), request.query.ticketId);
      return success(queued, [TICKET_MAIL_MESSAGES.queued(queued.queuedCount)]);
    },
  });

  api.get('/api/ticket/SendSlaExceedNotificationmail', {
    config: { access: { permission: 'Ticket.AllTickets' } },
    schema: {
      ...TICKET_TAGS,
      summary: 'Queues the SLA-exceeded notices of every overdue ticket now',
      querystring: ZSendSlaExceedNotificationMailQuery,
      response: { 200: ZQueuedMailsResponse, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const queued = await sendSlaExceededMails(deps, requireUser(request), request.query.ticketId);
      return success(queued, [TICKET_MAIL_MESSAGES.queued(queued.queuedCount)]);
    },
  });
}
