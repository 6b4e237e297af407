import { Transform } from 'node:stream';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { ImportColumn } from '../../platform/import-kind.ts';
import { detectCsvEncoding, readCsvRows } from './csv-rows.ts';
import { type FileRow, mapFileRows } from './header-mapping.ts';
import { importFormatOf } from './upload-check.ts';
import { readXlsxRows } from './xlsx-rows.ts';

/** The file's rows as the kind sees them, and how many of its bytes were read so far. */
export type ImportFileReading = { rows: AsyncGenerator<FileRow>; bytesRead: () => number };

async function openStored(files: FileStore, fileKey: string) {
  const opened = await files.open(fileKey);
  if (!opened) throw new Error(`The import's file ${fileKey} is missing from the file store`);
  return opened.stream;
}

/**
 * Reads an uploaded file from the file store as a stream, by its format: a CSV file is first
 * read through once to learn its encoding (valid UTF-8, else Windows-1254), then parsed.
 */
export async function readImportFile(
  files: FileStore,
  stored: { fileKey: string; fileName: string },
  columns: readonly ImportColumn[],
): Promise<ImportFileReading> {
  const format = importFormatOf(stored.fileName);
  const encoding =
    format === 'csv' ? await detectCsvEncoding(await openStored(files, stored.fileKey)) : null;
  let bytes = 0;
  const source = await openStored(files, stored.fileKey);
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // A failing read (the store gone away) fails the reading instead of leaving it waiting.
  source.on('error', (error) => counted.destroy(error));
  // A reading stopped early (a failed file, a stopped job) lets go of the stored file.
  counted.on('close', () => source.destroy());
  source.pipe(counted);
  const sheetRows = encoding ? readCsvRows(counted, encoding) : readXlsxRows(counted);
  return { rows: mapFileRows(sheetRows, columns), bytesRead: () => bytes };
}
