import type { Readable } from 'node:stream';
import { TICKET_CREATE_MESSAGES as M, type TTicketDocument } from '@ccms/contract/tickets-create';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { MAX_TICKET_FILES } from '@ccms/contract/tickets-form/rules';
import { z } from 'zod';
import type { CurrentUser } from '../../../platform/access.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { ByteRange } from '../../../platform/files/file-store.ts';
import { resolveRange } from '../../../platform/http-range.ts';
import type { MultipartBody, MultipartLimits } from '../../../platform/multipart.ts';
import { inTransaction, type Sealed } from '../../../platform/sealed-db.ts';
import {
  assertTicketVisible,
  loadTicketAccess,
  type TicketAccess,
  ticketAuthority,
} from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  commitStoredFiles,
  forgetStoredFiles,
  type ReceivedFile,
  storedFiles,
  throwFileRefusals,
  withReceivedFiles,
} from './received-files.ts';
import {
  countLiveDocuments,
  findDocument,
  insertDocuments,
  insertPendingFiles,
  listDocuments,
  markDocumentDeleted,
  markTicketDocumentsDeleted,
} from './repository.ts';

/** The multipart limits of every call that takes ticket files (docs/domain.md §7). */
export function ticketFileLimits(maxFileMb: number): MultipartLimits {
  return {
    maxFiles: MAX_TICKET_FILES,
    maxFileBytes: maxFileMb * 1024 * 1024,
    tooManyFiles: TICKET_FORM_MESSAGES.tooManyFiles,
    fileTooLarge: (fileName) => M.fileTooLarge(fileName, maxFileMb),
  };
}

/** What the create sub-module uses of received files (this service is the files' face). */
export {
  multipartFingerprint,
  type ReceivedFile,
  type StoredFile,
  storedFiles,
  storedFilesCommit,
  throwFileRefusals,
  ticketFileReceiver,
  withReceivedFiles,
} from './received-files.ts';

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'files'>>;

/**
 * Adds received files to a ticket the user can see (docs/domain.md §7): the ticket row is
 * locked so that two uploads at once cannot pass five live files together; `authorize` may
 * refuse on the loaded ticket. Stored files leave their pending state with the rows, or are
 * removed again on any failure.
 */
function addDocuments(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
  received: readonly ReceivedFile[],
  authorize: (user: CurrentUser, access: TicketAccess) => void,
): Promise<TTicketDocument[]> {
  return withReceivedFiles(deps, received, () =>
    inTransaction(deps.db, async (tx) => {
      const access = await loadTicketAccess(tx, user, ticketId, { lock: true });
      authorize(user, access);
      if (received.length === 0) return [];
      const existing = await countLiveDocuments(tx, ticketId);
      if (existing + received.length > MAX_TICKET_FILES)
        throw badRequest(TICKET_FORM_MESSAGES.tooManyFiles);
      throwFileRefusals(received);
      const stored = storedFiles(received);
      const ids = await insertDocuments(
        tx,
        stored.map((file) => ({
          ...file,
          ticketId,
          createdByUserId: user.id,
          createdAt: deps.clock.now(),
        })),
      );
      await commitStoredFiles(tx, stored);
      return listDocuments(tx, ticketId, ids);
    }),
  );
}

/** The `ticketId` field of documents/upload. */
const ZTicketId = z.string().uuid();

/**
 * documents/upload: adds files to a ticket the user can see; with the ones it has, a ticket
 * keeps at most five.
 */
export function uploadDocuments(
  deps: Deps,
  user: CurrentUser,
  body: MultipartBody<ReceivedFile>,
): Promise<TTicketDocument[]> {
  const ticketId = ZTicketId.safeParse(body.fields.get('ticketId'));
  if (!ticketId.success) {
    return withReceivedFiles(deps, body.files, async () => {
      throw badRequest(M.ticketIdRequired);
    });
  }
  return addDocuments(deps, user, ticketId.data, body.files, () => {});
}

/**
 * ticket/CreateTicketBlobs/{ticketId}: the same, for whoever may add files on the ticket
 * (TicketAuthority.canAddDocument), 403 otherwise; a call without files is refused.
 */
export function createTicketBlobs(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
  received: readonly ReceivedFile[],
): Promise<TTicketDocument[]> {
  return addDocuments(deps, user, ticketId, received, (caller, access) => {
    if (!ticketAuthority(caller, access).canAddDocument) throw forbidden();
    if (received.length === 0) throw badRequest(TICKET_FILE_MESSAGES.noFiles);
  });
}

/** ticket/GetDocumentsOfTicket: the live files of a ticket the user can see, oldest first. */
export async function getTicketDocuments(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<TTicketDocument[]> {
  await loadTicketAccess(deps.db, user, ticketId);
  return listDocuments(deps.db, ticketId);
}

/**
 * Stored contents of deleted documents go once the deletion is committed: the metadata row
 * keeps who deleted what and when (docs/domain.md §3), the customer's file itself is not kept.
 * The deletion records them pending in its transaction, so a file that cannot be removed now
 * (or a process that stops first) is left to the sweep job; downloads refuse deleted documents.
 */

/**
 * ticket/DeleteDocumentOfTicket (Ticket.DeleteDocument): marks one live document of a ticket
 * the user can see deleted; 404 when it is unknown, already deleted or its ticket not visible.
 */
export async function deleteTicketDocument(
  deps: Deps,
  user: CurrentUser,
  documentId: string,
): Promise<{ id: string }> {
  const storageKey = await inTransaction(deps.db, async (tx) => {
    const document = await findDocument(tx, documentId);
    if (!document || document.isDeleted) throw notFound(M.documentNotFound);
    // A document of a ticket the user cannot see answers as an unknown one.
    await loadTicketAccess(tx, user, document.ticketId, { lock: true }).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404
        ? notFound(M.documentNotFound)
        : error;
    });
    const key = await markDocumentDeleted(tx, documentId, {
      userId: user.id,
      at: deps.clock.now(),
    });
    if (!key) throw notFound(M.documentNotFound);
    await insertPendingFiles(tx, [key], deps.clock.now());
    return key;
  });
  await forgetStoredFiles(deps, [storageKey]);
  return { id: documentId };
}

/**
 * ticket/DeleteAllDocumentOfTicket (Ticket.DeleteDocument): marks every live document of the
 * ticket deleted, all in one transaction.
 */
export async function deleteAllTicketDocuments(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
): Promise<{ deletedCount: number }> {
  const storageKeys = await inTransaction(deps.db, async (tx) => {
    await loadTicketAccess(tx, user, ticketId, { lock: true });
    const keys = await markTicketDocumentsDeleted(tx, ticketId, {
      userId: user.id,
      at: deps.clock.now(),
    });
    await insertPendingFiles(tx, keys, deps.clock.now());
    return keys;
  });
  await forgetStoredFiles(deps, storageKeys);
  return { deletedCount: storageKeys.length };
}

/** A download's answer: the file, or only the range asked for, or why that range cannot be. */
export type DocumentDownload = { fileName: string; contentType: string; size: number } & (
  | { stream: Readable; range?: ByteRange }
  | { unsatisfiable: true }
);

/**
 * documents/download and documents/blob: the file of a ticket the user can see, streamed from
 * the store; with a `Range` header (a large PDF read page by page), only that range.
 */
export async function openDocument(
  deps: Deps,
  user: CurrentUser,
  where: { id: string; ticketId?: string },
  rangeHeader?: string,
): Promise<DocumentDownload> {
  const document = await findDocument(deps.db, where.id);
  if (!document || document.isDeleted) throw notFound(M.documentNotFound);
  if (where.ticketId && document.ticketId !== where.ticketId) throw notFound(M.documentNotFound);
  await assertTicketVisible(deps.db, user, document.ticketId);
  const { fileName, contentType } = document;
  const range = resolveRange(rangeHeader, document.size);
  if (range === 'unsatisfiable') {
    return { fileName, contentType, size: document.size, unsatisfiable: true };
  }
  const opened = await deps.files.open(document.storageKey, range);
  if (!opened) throw notFound(M.documentNotFound);
  return { fileName, contentType, size: opened.size, stream: opened.stream, range };
}
