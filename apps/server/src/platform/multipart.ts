import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

export type UploadedFile = { fileName: string; declaredType: string; content: Buffer };
export type MultipartBody = { fields: Map<string, string>; files: UploadedFile[] };

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
 * Reads a whole multipart body (a `ticket` JSON part and `files` parts, docs/domain.md §8 Paths)
 * within the limits, refusing with the caller's Turkish messages before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!request.isMultipart()) return { fields: new Map(), files: [] };
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
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
      current = part.filename;
      files.push({
        fileName: part.filename,
        declaredType: part.mimetype,
        content: await part.toBuffer(),
      });
    }
  } catch (error) {
    if (errorCode(error) === 'FST_FILES_LIMIT') throw badRequest(limits.tooManyFiles);
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, limits.fileTooLarge(current));
    }
    throw error;
  }
  return { fields, files };
}
