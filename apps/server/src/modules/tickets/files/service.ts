import type { Readable } from 'node:stream';
import { TICKET_CREATE_MESSAGES as M, type TTicketDocument } from '@ccms/contract/tickets-create';
import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { MAX_TICKET_FILES } from '@ccms/contract/tickets-form/rules';
import type { CurrentUser } from '../../../platform/access.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/file-store.ts';
import type { MultipartLimits, UploadedFile } from '../../../platform/multipart.ts';
import {
  assertTicketVisible,
  loadTicketAccess,
  type TicketAccess,
  ticketAuthority,
} from '../access/service.ts';
import type { TicketsDeps } from '../deps.ts';
import { detectAllowedContentType } from './file-check.ts';
import {
  countLiveDocuments,
  findDocument,
  insertDocuments,
  listDocuments,
  markDocumentDeleted,
  markTicketDocumentsDeleted,
} from './repository.ts';

export type StoredFile = {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
};

/** The multipart limits of every call that takes ticket files (docs/domain.md §7). */
export function ticketFileLimits(maxFileMb: number): MultipartLimits {
  return {
    maxFiles: MAX_TICKET_FILES,
    maxFileBytes: maxFileMb * 1024 * 1024,
    tooManyFiles: TICKET_FORM_MESSAGES.tooManyFiles,
    fileTooLarge: (fileName) => M.fileTooLarge(fileName, maxFileMb),
  };
}

/** A file name without any path, as a browser may send `C:\…\name`. */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop()?.trim() || 'dosya';

/**
 * Checks every file by its content first, then stores them all; nothing stays behind when a
 * file is refused or storing fails part-way.
 */
export async function storeCheckedFiles(
  store: FileStore,
  uploads: readonly UploadedFile[],
): Promise<StoredFile[]> {
  const checked = await Promise.all(
    uploads.map(async (upload) => {
      const fileName = baseName(upload.fileName);
      if (upload.content.length === 0) throw badRequest(M.fileEmpty(fileName));
      const contentType = await detectAllowedContentType(fileName, upload.content);
      if (!contentType) throw badRequest(M.fileTypeNotAllowed(fileName));
      return { fileName, contentType, content: upload.content };
    }),
  );
  const stored: StoredFile[] = [];
  try {
    for (const file of checked) {
      const storageKey = await store.put(file.content);
      stored.push({
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.content.length,
      });
    }
  } catch (error) {
    await Promise.allSettled(stored.map((file) => store.remove(file.storageKey)));
    throw error;
  }
  return stored;
}

type Deps = Pick<TicketsDeps, 'db' | 'clock' | 'files'>;

/**
 * Adds files to a ticket the user can see (docs/domain.md §7): the ticket row is locked so that two
 * uploads at once cannot pass five live files together; `authorize` may refuse on the loaded
 * ticket. Files stored before a failure are removed again.
 */
async function addDocuments(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
  uploads: readonly UploadedFile[],
  authorize: (user: CurrentUser, access: TicketAccess) => void,
): Promise<TTicketDocument[]> {
  let stored: StoredFile[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const access = await loadTicketAccess(tx, user, ticketId, { lock: true });
      authorize(user, access);
      if (uploads.length === 0) return [];
      const existing = await countLiveDocuments(tx, ticketId);
      if (existing + uploads.length > MAX_TICKET_FILES)
        throw badRequest(TICKET_FORM_MESSAGES.tooManyFiles);
      stored = await storeCheckedFiles(deps.files, uploads);
      const ids = await insertDocuments(
        tx,
        stored.map((file) => ({
          ...file,
          ticketId,
          createdByUserId: user.id,
          createdAt: deps.clock.now(),
        })),
      );
      return listDocuments(tx, ticketId, ids);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((file) => deps.files.remove(file.storageKey)));
    throw error;
  }
}

/**
 * documents/upload: adds files to a ticket the user can see; with the ones it has, a ticket
 * keeps at most five.
 */
export function uploadDocuments(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
  uploads: readonly UploadedFile[],
): Promise<TTicketDocument[]> {
  return addDocuments(deps, user, ticketId, uploads, () => {});
}

/**
 * ticket/CreateTicketBlobs/{ticketId}: the same, for whoever may add files on the ticket
 * (TicketAuthority.canAddDocument), 403 otherwise; a call without files is refused.
 */
export function createTicketBlobs(
  deps: Deps,
  user: CurrentUser,
  ticketId: string,
  uploads: readonly UploadedFile[],
): Promise<TTicketDocument[]> {
  return addDocuments(deps, user, ticketId, uploads, (caller, access) => {
    if (!ticketAuthority(caller, access).canAddDocument) throw forbidden();
    if (uploads.length === 0) throw badRequest(TICKET_FILE_MESSAGES.noFiles);
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
 * keeps who deleted what and when (docs/domain.md §3), the customer's file itself is not kept. A file
 * that cannot be removed stays unreachable, since downloads refuse deleted documents.
 */
async function removeStoredFiles(files: FileStore, storageKeys: readonly string[]) {
  await Promise.allSettled(storageKeys.map((key) => files.remove(key)));
}

/**
 * ticket/DeleteDocumentOfTicket (Ticket.DeleteDocument): marks one live document of a ticket
 * the user can see deleted; 404 when it is unknown, already deleted or its ticket not visible.
 */
export async function deleteTicketDocument(
  deps: Deps,
  user: CurrentUser,
  documentId: string,
): Promise<{ id: string }> {
  const storageKey = await deps.db.transaction(async (tx) => {
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
    return key;
  });
  await removeStoredFiles(deps.files, [storageKey]);
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
  const storageKeys = await deps.db.transaction(async (tx) => {
    await loadTicketAccess(tx, user, ticketId, { lock: true });
    return markTicketDocumentsDeleted(tx, ticketId, { userId: user.id, at: deps.clock.now() });
  });
  await removeStoredFiles(deps.files, storageKeys);
  return { deletedCount: storageKeys.length };
}

/** documents/download and documents/blob: the file of a ticket the user can see. */
export async function openDocument(
  deps: Deps,
  user: CurrentUser,
  where: { id: string; ticketId?: string },
): Promise<{ fileName: string; contentType: string; size: number; stream: Readable }> {
  const document = await findDocument(deps.db, where.id);
  if (!document || document.isDeleted) throw notFound(M.documentNotFound);
  if (where.ticketId && document.ticketId !== where.ticketId) throw notFound(M.documentNotFound);
  await assertTicketVisible(deps.db, user, document.ticketId);
  const stream = await deps.files.open(document.storageKey);
  if (!stream) throw notFound(M.documentNotFound);
  return { ...document, stream };
}
