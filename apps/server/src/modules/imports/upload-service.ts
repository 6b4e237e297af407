import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import type { TImportSummary } from '@ccms/contract/imports/schemas';
import { badRequest } from '../../platform/errors.ts';
import { newFileKey } from '../../platform/files/file-store.ts';
import type { FileReceiver, IncomingFile, MultipartBody } from '../../platform/multipart.ts';
import type { Sealed } from '../../platform/sealed-db.ts';
import { readHead } from '../../platform/stream-head.ts';
import type { Written } from '../../platform/written.ts';
import type { ImportsDeps } from './deps.ts';
import { findImportWithNames, insertImport } from './repository.ts';
import { toImportSummary } from './summary.ts';
import {
  fileTooLarge,
  headRefusal,
  type ImportFormat,
  importFormatOf,
  importKindOf,
  maxFileBytes,
  uploadWatch,
} from './upload-check.ts';

/** An uploaded file kept in the file store until its import is applied or left. */
export type ReceivedImportFile = {
  fileName: string;
  fileKey: string;
  size: number;
  format: ImportFormat;
};

type Deps = Sealed<Pick<ImportsDeps, 'db' | 'clock' | 'files' | 'kinds'>>;

/** What the file signatures need of a file's first bytes. */
const HEAD_BYTES = 64 * 1024;

/** A file name without any path, as a browser may send `C:\…\name`. */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop()?.trim() || 'dosya';

/**
 * One uploaded file (docs/domain.md, Moving in: imports): refused at once when it is empty or
 * not what its name says (an .xlsx that is no zip, binary in a .csv, another extension), or
 * larger than its kind takes (the `kind` field sent before the file; the largest limit until
 * then); otherwise streamed to the file store, so a job can read it after a restart.
 */
async function receiveImportFile(deps: Deps, file: IncomingFile): Promise<ReceivedImportFile> {
  const fileName = baseName(file.fileName);
  const kind = importKindOf(file.fieldsBefore.get('kind'));
  const format = importFormatOf(fileName);
  const { head, content } = await readHead(file.content, HEAD_BYTES);
  const refusal =
    head.length === 0
      ? IMPORT_MESSAGES.fileEmpty(fileName)
      : !format
        ? IMPORT_MESSAGES.wrongExtension(fileName)
        : await headRefusal(fileName, format, head);
  if (refusal || !format) {
    content.destroy();
    throw badRequest(refusal ?? IMPORT_MESSAGES.wrongExtension(fileName));
  }
  const fileKey = newFileKey(deps.clock.now());
  const watch = uploadWatch(format, maxFileBytes(kind), () => fileTooLarge(fileName, kind));
  try {
    await deps.files.put(fileKey, watch.watch(content));
  } catch (error) {
    content.destroy();
    await deps.files.remove(fileKey).catch(() => {});
    throw error;
  }
  if (!watch.isText()) {
    await deps.files.remove(fileKey).catch(() => {});
    throw badRequest(IMPORT_MESSAGES.notCsv(fileName));
  }
  return { fileName, fileKey, size: watch.size(), format };
}

/** Receives an import's file part (platform/multipart.ts) into the file store. */
export function importFileReceiver(deps: Deps): FileReceiver<ReceivedImportFile> {
  return {
    receive: (file) => receiveImportFile(deps, file),
    async discard(files) {
      await Promise.allSettled(files.map((file) => deps.files.remove(file.fileKey)));
    },
  };
}

/** The multipart limits of an upload: one file, no larger than the largest kind takes. */
export const importUploadLimits = {
  maxFiles: 1,
  maxFileBytes: maxFileBytes(null),
  tooManyFiles: IMPORT_MESSAGES.oneFileOnly,
  fileTooLarge: (fileName: string) => fileTooLarge(fileName, null).message,
};

/** What two uploads must share to be the same request for their create-once key. */
export function uploadFingerprint(body: MultipartBody<ReceivedImportFile>) {
  return {
    fields: Object.fromEntries(body.fields),
    files: body.files.map(({ fileName, size }) => ({ fileName, size })),
  };
}

/**
 * Records an uploaded file as an import being read; its check job is sent once this commits
 * (`sendCheckJob`). The file was received already: a refusal here removes it again.
 */
export async function createImport(
  deps: Deps,
  user: { id: string },
  body: MultipartBody<ReceivedImportFile>,
): Promise<Written<TImportSummary>> {
  try {
    return await recordImport(deps, user, body);
  } catch (error) {
    await importFileReceiver(deps).discard(body.files);
    throw error;
  }
}

async function recordImport(
  deps: Deps,
  user: { id: string },
  body: MultipartBody<ReceivedImportFile>,
): Promise<Written<TImportSummary>> {
  const kind = importKindOf(body.fields.get('kind'));
  if (!kind) throw badRequest(IMPORT_MESSAGES.kindRequired);
  const file = body.files[0];
  if (!file) throw badRequest(IMPORT_MESSAGES.fileRequired);
  if (file.size > maxFileBytes(kind)) throw fileTooLarge(file.fileName, kind);
  if (!deps.kinds.has(kind)) throw badRequest(IMPORT_MESSAGES.kindNotAvailable);
  const stored = await insertImport(deps.db, {
    kind,
    fileName: file.fileName,
    fileKey: file.fileKey,
    fileSize: file.size,
    state: 'reading',
    createdByUserId: user.id,
    createdAt: deps.clock.now(),
  });
  const [withNames] = await findImportWithNames(deps.db, stored.id);
  return {
    data: toImportSummary(withNames!, deps.clock.now(), false),
    messages: [IMPORT_MESSAGES.uploaded],
  };
}
