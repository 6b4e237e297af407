import { Readable } from 'node:stream';
import { IMPORT_KINDS, type TImportKind } from '@ccms/contract/imports/kinds';
import { IMPORT_FILE_LIMITS_MB, IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';

export type ImportFormat = 'xlsx' | 'csv';

/** The format a file's name promises, or null for any other name. */
export function importFormatOf(fileName: string): ImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' ? extension : null;
}

export const MB = 1024 * 1024;

/** The kind a form field names, or null when it names none. */
export function importKindOf(value: string | undefined): TImportKind | null {
  return IMPORT_KINDS.find((kind) => kind === value) ?? null;
}

/** The largest file of the kind; the largest of all kinds while the kind is not known yet. */
export function maxFileBytes(kind: TImportKind | null): number {
  const limits = kind ? [IMPORT_FILE_LIMITS_MB[kind]] : Object.values(IMPORT_FILE_LIMITS_MB);
  return Math.max(...limits) * MB;
}

export function fileTooLarge(fileName: string, kind: TImportKind | null) {
  return new AppError(413, IMPORT_MESSAGES.fileTooLarge(fileName, maxFileBytes(kind) / MB));
}

/** What a file's first bytes say of it, against what its name promises: null when they agree. */
export async function headRefusal(
  fileName: string,
  format: ImportFormat,
  head: Uint8Array,
): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (format === 'xlsx') {
    // An .xlsx is a zip; one that file-type does not recognise as Excel is judged by the reader.
    const isZip =
      detected?.mime === 'application/zip' ||
      detected?.mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return isZip ? null : IMPORT_MESSAGES.notExcel(fileName);
  }
  return detected ? IMPORT_MESSAGES.notCsv(fileName) : null;
}

/**
 * A control byte no text file holds (tab, line breaks, form feed and the old end-of-file mark
 * aside). The same bytes in UTF-8 and Windows-1254, so the check needs no decoding.
 */
const isControlByte = (byte: number) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a;

/**
 * The file as it streams to the store, its bytes counted against `maxBytes` (a 413 past it) and,
 * for a CSV file, watched for binary content to its end. Nothing flows until the store reads,
 * so the refusal reaches the store's pipeline however large the first chunk.
 */
export function uploadWatch(
  format: ImportFormat,
  maxBytes: number,
  tooLarge: () => Error,
): { watch(content: Readable): Readable; size(): number; isText(): boolean } {
  let size = 0;
  let isText = true;
  async function* watched(content: Readable) {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      if (format === 'csv' && isText) isText = !chunk.some(isControlByte);
      yield chunk;
    }
  }
  return {
    watch: (content) => Readable.from(watched(content), { objectMode: false }),
    size: () => size,
    isText: () => isText,
  };
}
