import type { Readable } from 'node:stream';
import { TICKET_CREATE_MESSAGES as M, type TTicketDocument } from '@ccms/contract/ticket-create';
import { MAX_TICKET_FILES, TICKET_FORM_MESSAGES } from '@ccms/contract/ticket-form';
import type { CurrentUser } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { MultipartLimits, UploadedFile } from '../../platform/multipart.ts';
import { loadTicketViewer } from '../tickets/visibility.ts';
import { findVisibleTicketId } from '../tickets/visibility-repository.ts';
import { detectAllowedContentType } from './file-check.ts';
import type { FileStore } from './file-store.ts';
import { countLiveDocuments, findDocument, insertDocuments, listDocuments } from './repository.ts';

export type StoredFile = {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
};

/** The multipart limits of every call that takes ticket files (DOMAIN §7). */
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

export type DocumentDeps = { db: Database; clock: Clock; files: FileStore };

async function assertTicketVisible(db: Database, user: CurrentUser, ticketId: string) {
  const viewer = await loadTicketViewer(db, user);
  if (!(await findVisibleTicketId(db, viewer, ticketId))) throw notFound();
}

/**
 * documents/upload: adds files to a ticket the user can see; with the ones it has, a ticket
 * keeps at most five.
 */
export async function uploadDocuments(
  deps: DocumentDeps,
  user: CurrentUser,
  ticketId: string,
  uploads: readonly UploadedFile[],
): Promise<TTicketDocument[]> {
  await assertTicketVisible(deps.db, user, ticketId);
  if (uploads.length === 0) return [];
  const existing = await countLiveDocuments(deps.db, ticketId);
  if (existing + uploads.length > MAX_TICKET_FILES)
    throw badRequest(TICKET_FORM_MESSAGES.tooManyFiles);
  const stored = await storeCheckedFiles(deps.files, uploads);
  let ids: string[];
  try {
    ids = await insertDocuments(
      deps.db,
      stored.map((file) => ({
        ...file,
        ticketId,
        createdByUserId: user.id,
        createdAt: deps.clock.now(),
      })),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((file) => deps.files.remove(file.storageKey)));
    throw error;
  }
  return listDocuments(deps.db, ticketId, ids);
}

/** documents/download and documents/blob: the file of a ticket the user can see. */
export async function openDocument(
  deps: DocumentDeps,
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
