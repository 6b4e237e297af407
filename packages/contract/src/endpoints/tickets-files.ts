import { defineEndpoint } from '../endpoint.ts';
import {
  ZDocumentBlobQuery,
  ZDocumentDownloadQuery,
  ZUploadDocumentsResponse,
} from '../tickets-create.ts';
import { ZTicketIdRequest } from '../tickets-detail/schemas.ts';
import {
  ZCreateTicketBlobsParams,
  ZDeleteAllDocumentOfTicketRequest,
  ZDeleteAllDocumentOfTicketResponse,
  ZDeleteDocumentOfTicketRequest,
  ZDeleteDocumentOfTicketResponse,
  ZDocumentsOfTicketResponse,
} from '../tickets-extras.ts';

/*
 * A ticket's files: at most five live ones, checked by content; the file of a
 * ticket the caller may not see answers 404.
 */

/** Multipart: the ticket's id in part `ticketId`, the files in parts `files`. */
export const uploadDocumentsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'documents/upload',
  tag: 'documents',
  summary: "Adds files to a ticket the caller can see: multipart with 'ticketId' and 'files'",
  multipart: true,
  response: ZUploadDocumentsResponse,
});

export const downloadDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'documents/download',
  tag: 'documents',
  summary: 'The file of a document, for a ticket the caller can see',
  query: ZDocumentDownloadQuery,
  download: true,
  extraErrors: [416],
});

export const downloadDocumentBlobEndpoint = defineEndpoint({
  method: 'GET',
  path: 'documents/blob',
  tag: 'documents',
  summary: 'The file of a document by ticket and document id',
  query: ZDocumentBlobQuery,
  download: true,
  extraErrors: [416],
});

export const getDocumentsOfTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetDocumentsOfTicket',
  tag: 'ticket',
  summary: "The ticket's live files, oldest first",
  body: ZTicketIdRequest,
  response: ZDocumentsOfTicketResponse,
});

export const deleteDocumentOfTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/DeleteDocumentOfTicket',
  tag: 'ticket',
  summary: 'Marks one file deleted (the row stays) and removes its stored content',
  body: ZDeleteDocumentOfTicketRequest,
  response: ZDeleteDocumentOfTicketResponse,
});

export const deleteAllDocumentOfTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/DeleteAllDocumentOfTicket',
  tag: 'ticket',
  summary: 'Marks every file of the ticket deleted, in one transaction',
  body: ZDeleteAllDocumentOfTicketRequest,
  response: ZDeleteAllDocumentOfTicketResponse,
});

/** Multipart: the files in parts `files`. */
export const createTicketBlobsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/CreateTicketBlobs/:ticketId',
  tag: 'ticket',
  summary:
    "Adds files to a ticket: multipart 'files' parts; at most 5 live files a ticket, checked by content",
  params: ZCreateTicketBlobsParams,
  multipart: true,
  response: ZUploadDocumentsResponse,
});
