import { type Readable, Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';
import { cleanFileName } from './file-name.ts';

/**
 * A file part as it arrives: its content is read once, before the next part comes.
 * `fieldsBefore` holds the text fields sent ahead of it (what the file is for, when it matters
 * while it streams).
 */
export type IncomingFile = {
  fileName: string;
  declaredType: string;
  content: Readable;
  fieldsBefore: ReadonlyMap<string, string>;
};

/**
 * What the caller does with each file part: `receive` reads (and stores) it, `discard` undoes
 * what `receive` did for the files taken before a failure.
 */
export type FileReceiver<T> = {
  receive(file: IncomingFile): Promise<T>;
  discard(files: readonly T[]): Promise<void>;
};

export type MultipartBody<T> = { fields: Map<string, string>; files: T[] };

export type MultipartLimits = {
  maxFiles: number;
  maxFileBytes: number;
  /** The Turkish refusals for a file too many and a file too large. */
  tooManyFiles: string;
  fileTooLarge: (fileName: string) => string;
};

/** Text fields carry at most a ticket's JSON. */
const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_FIELDS = 20;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS } });
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * The part's content, failing with `tooLarge` when the parser cut it at the size limit (it
 * would otherwise end quietly, truncated).
 */
function withinLimit(file: Readable & { truncated?: boolean }, tooLarge: () => Error): Readable {
  const guarded = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush: (done) => done(file.truncated ? tooLarge() : null),
  });
  file.on('limit', () => guarded.destroy(tooLarge()));
  file.on('error', (error) => guarded.destroy(error));
  return file.pipe(guarded);
}

/**
 * Reads a multipart body (a `ticket` JSON part and `files` parts, docs/domain.md §8 Paths) as it
 * arrives: each file part goes to `receiver` as a stream, checked against the size limit on
 * the way, so no file is held whole in memory. On a refusal (a file too many, one too large)
 * or a broken request, what was received is discarded and the caller's Turkish message thrown.
 */
export async function receiveMultipart<T>(
  request: FastifyRequest,
  limits: MultipartLimits,
  receiver: FileReceiver<T>,
): Promise<MultipartBody<T>> {
  if (!request.isMultipart()) return { fields: new Map(), files: [] };
  const fields = new Map<string, string>();
  const files: T[] = [];
  let current = '';
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename);
      current = fileName;
      const content = withinLimit(
        part.file,
        () => new AppError(413, limits.fileTooLarge(fileName)),
      );
      files.push(
        await receiver.receive({
          fileName,
          declaredType: part.mimetype,
          content,
          fieldsBefore: new Map(fields),
        }),
      );
    }
  } catch (error) {
    await receiver.discard(files);
    if (errorCode(error) === 'FST_FILES_LIMIT') throw badRequest(limits.tooManyFiles);
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, limits.fileTooLarge(current));
    }
    throw error;
  }
  return { fields, files };
}
