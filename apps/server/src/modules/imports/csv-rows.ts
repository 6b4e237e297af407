import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import { parse } from 'csv-parse';
import { ImportFileError, type SheetRow } from './sheet-rows.ts';

export type CsvEncoding = 'utf-8' | 'windows-1254';

/**
 * A record longer than this is a broken file (a quote never closed), refused before it can grow
 * the memory by the rest of the file.
 */
const MAX_RECORD_CHARS = 200_000;

/**
 * Whether the whole file is valid UTF-8; if not, it is read as Windows-1254, the code page
 * Turkish Excel saves CSV in (docs/domain.md, Moving in: imports).
 */
export async function detectCsvEncoding(bytes: AsyncIterable<Buffer>): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const isUtf8 = (decode: () => void) => {
    try {
      decode();
      return true;
    } catch {
      return false;
    }
  };
  // Only the decoder's refusal decides; a failing read fails the reading.
  for await (const chunk of bytes) {
    if (!isUtf8(() => decoder.decode(chunk, { stream: true }))) return 'windows-1254';
  }
  return isUtf8(() => decoder.decode()) ? 'utf-8' : 'windows-1254';
}

/** Windows-1254 text, decoded piece by piece. */
async function* decoded1254(bytes: AsyncIterable<Buffer>) {
  const decoder = new TextDecoder('windows-1254');
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The header line's separator: ';' (Turkish Excel) or ',', whichever it holds more of. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let isQuoted = false;
  for (const char of headerLine) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && char === ';') semicolons += 1;
    else if (!isQuoted && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** How far the header line is looked for: a longer one is cut there. */
const MAX_HEADER_BYTES = 64 * 1024;

const hasLineBreak = (chunk: Buffer) => chunk.includes(0x0a) || chunk.includes(0x0d);

/** The file's first bytes, to its first line break (or a header line's most), and all of it. */
async function readFirstLine(source: Readable): Promise<{ head: Buffer; content: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < MAX_HEADER_BYTES && !chunks.some(hasLineBreak)) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  async function* whole() {
    try {
      yield* chunks;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value as Buffer;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: Buffer.concat(chunks), content: Readable.from(whole(), { objectMode: false }) };
}

/** csv-parse's refusal of a broken file (its codes start with CSV_), with the line it reached. */
function csvRefusal(error: unknown): { line: number } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  if (typeof error.code !== 'string' || !error.code.startsWith('CSV_')) return null;
  return { line: 'lines' in error && typeof error.lines === 'number' ? error.lines : 1 };
}

/**
 * A CSV file's rows with csv-parse, streamed: UTF-8 (with or without its mark; csv-parse reads
 * the bytes itself) or Windows-1254 (decoded on the way), ';' or ',' between the cells. An
 * empty line is a row of empty cells, so row numbers are the lines Excel shows.
 */
export async function* readCsvRows(
  bytes: Readable,
  encoding: CsvEncoding,
): AsyncGenerator<SheetRow> {
  const { head, content } = await readFirstLine(bytes);
  const firstLine = new TextDecoder(encoding).decode(head).split(/[\r\n]/)[0] ?? '';
  const source = encoding === 'utf-8' ? content : Readable.from(decoded1254(content));
  const parser = source.pipe(
    parse({
      delimiter: detectDelimiter(firstLine),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_RECORD_CHARS,
    }),
  );
  source.on('error', (error) => parser.destroy(error));
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { sheet: 0, rowNumber, values: record };
    }
  } catch (error) {
    const refusal = csvRefusal(error);
    throw refusal ? new ImportFileError(IMPORT_MESSAGES.unreadableCsv(refusal.line)) : error;
  } finally {
    parser.destroy();
    source.destroy();
  }
}
