import type { Readable, Transform } from 'node:stream';
import { TICKET_CREATE_MESSAGES as M } from '@ccms/contract/tickets-create';
import { badRequest } from '../../../platform/errors.ts';
import { newFileKey } from '../../../platform/files/file-store.ts';
import type { FileReceiver, IncomingFile } from '../../../platform/multipart.ts';
import type { Sealed, SealedDb } from '../../../platform/sealed-db.ts';
import { drain, readHead } from '../../../platform/stream-head.ts';
import type { TicketsDeps } from '../deps.ts';
import { detectAllowedContentType, plainTextWatch } from './file-check.ts';
import { deletePendingFiles, insertPendingFiles, pendingFilesDeletion } from './repository.ts';

export type StoredFile = {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
};

/**
 * A file part refused by its content. It is not stored; the refusal is answered only once the
 * checks that come before it (the ticket's own) have passed, as when files were read whole.
 */
type RefusedFile = { fileName: string; refusal: string };

export type ReceivedFile = StoredFile | RefusedFile;

type Deps = Sealed<Pick<TicketsDeps, 'db' | 'clock' | 'files'>>;

/** What the content check reads of a file before it is stored: enough for every signature. */
const HEAD_BYTES = 256 * 1024;

/** A file name without any path, as a browser may send `C:\…\name`. */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop()?.trim() || 'dosya';

const isStored = (file: ReceivedFile): file is StoredFile => 'storageKey' in file;

export const storedFiles = (files: readonly ReceivedFile[]) => files.filter(isStored);

function through(content: Readable, transform: Transform): Readable {
  content.on('error', (error) => transform.destroy(error));
  return content.pipe(transform);
}

/**
 * Removes stored files again; answers how many went. A key whose removal failed keeps its
 * pending row, so the sweep job tries again later.
 */
export async function forgetStoredFiles(
  deps: Pick<Deps, 'db' | 'files'>,
  storageKeys: readonly string[],
): Promise<number> {
  const results = await Promise.allSettled(storageKeys.map((key) => deps.files.remove(key)));
  const removed = storageKeys.filter((_, n) => results[n]!.status === 'fulfilled');
  await deletePendingFiles(deps.db, removed).catch(() => {});
  return removed.length;
}

/**
 * One file part (docs/domain.md §7): its first bytes are checked by content, then it streams to
 * the store under a new key recorded as pending first, so that even a process killed
 * mid-upload leaves a row for the sweep job. A text file is checked to its end on the way.
 */
async function receiveTicketFile(deps: Deps, file: IncomingFile): Promise<ReceivedFile> {
  const fileName = baseName(file.fileName);
  const { head, content } = await readHead(file.content, HEAD_BYTES);
  const detected = head.length > 0 ? await detectAllowedContentType(fileName, head) : null;
  if (!detected) {
    // The part is read to its end all the same: the next part comes after it.
    await drain(content);
    const refusal = head.length === 0 ? M.fileEmpty(fileName) : M.fileTypeNotAllowed(fileName);
    return { fileName, refusal };
  }
  const storageKey = newFileKey(deps.clock.now());
  const text = detected.isText ? plainTextWatch() : null;
  try {
    await insertPendingFiles(deps.db, [storageKey], deps.clock.now());
    const size = await deps.files.put(storageKey, text ? through(content, text.stream) : content);
    if (text && !text.isPlainText()) {
      await forgetStoredFiles(deps, [storageKey]);
      return { fileName, refusal: M.fileTypeNotAllowed(fileName) };
    }
    return { storageKey, fileName, contentType: detected.contentType, size };
  } catch (error) {
    content.destroy();
    await forgetStoredFiles(deps, [storageKey]);
    throw error;
  }
}

/** Checks and stores each file part of a request as it arrives (platform/multipart.ts). */
export function ticketFileReceiver(deps: Deps): FileReceiver<ReceivedFile> {
  return {
    receive: (file) => receiveTicketFile(deps, file),
    async discard(files) {
      await forgetStoredFiles(
        deps,
        storedFiles(files).map((file) => file.storageKey),
      );
    },
  };
}

/** Refuses with the first refused file's message, in the order the files came. */
export function throwFileRefusals(files: readonly ReceivedFile[]): void {
  const refused = files.find((file) => !isStored(file));
  if (refused && 'refusal' in refused) throw badRequest(refused.refusal);
}

/**
 * In the transaction that writes the files' document rows: they are no longer pending, so the
 * files stay exactly when the rows commit.
 */
export function commitStoredFiles(tx: SealedDb, files: readonly StoredFile[]): Promise<void> {
  return deletePendingFiles(
    tx,
    files.map((file) => file.storageKey),
  );
}

/**
 * `commitStoredFiles` as a statement not yet run, for the creation's one insert statement,
 * which writes the document rows (one file at least).
 */
export function storedFilesCommit(tx: SealedDb, files: readonly StoredFile[]) {
  return pendingFilesDeletion(
    tx,
    files.map((file) => file.storageKey),
  );
}

/**
 * Runs `work` on received files; when it fails, the stored ones are removed again before the
 * failure goes on.
 */
export async function withReceivedFiles<T>(
  deps: Deps,
  files: readonly ReceivedFile[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await forgetStoredFiles(
      deps,
      storedFiles(files).map((file) => file.storageKey),
    );
    throw error;
  }
}

/**
 * What makes two multipart requests the same request for their idempotency key (docs/domain.md
 * §21): the fields and each file's name, type and size, not the keys they were stored under.
 */
export function multipartFingerprint(body: {
  fields: Map<string, string>;
  files: readonly ReceivedFile[];
}) {
  return {
    fields: Object.fromEntries(body.fields),
    files: body.files.map((file) =>
      isStored(file)
        ? { fileName: file.fileName, contentType: file.contentType, size: file.size }
        : file,
    ),
  };
}
