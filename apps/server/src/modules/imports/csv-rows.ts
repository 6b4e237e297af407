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
  try {
    for await (const chunk of bytes) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

/** The file's text, decoded piece by piece; a UTF-8 byte-order mark is dropped. */
async function* decoded(bytes: AsyncIterable<Buffer>, encoding: CsvEncoding) {
  const decoder = new TextDecoder(encoding);
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

/** The decoded text again, with its first line (to the first line break) read ahead. */
async function withFirstLine(texts: AsyncIterator<string>) {
  const ahead: string[] = [];
  let seen = '';
  while (!/[\r\n]/.test(seen)) {
    const next = await texts.next();
    if (next.done) break;
    ahead.push(next.value);
    seen += next.value;
  }
  async function* all() {
    yield* ahead;
    for (let next = await texts.next(); !next.done; next = await texts.next()) yield next.value;
  }
  return { firstLine: seen.split(/[\r\n]/)[0] ?? '', texts: all() };
}

/** csv-parse's refusal of a broken file (its codes start with CSV_), with the line it reached. */
function csvRefusal(error: unknown): { line: number } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  if (typeof error.code !== 'string' || !error.code.startsWith('CSV_')) return null;
  return { line: 'lines' in error && typeof error.lines === 'number' ? error.lines : 1 };
}

/**
 * A CSV file's rows with csv-parse, streamed: UTF-8 (with or without its mark) or Windows-1254,
 * ';' or ',' between the cells. An empty line is a row of empty cells, so row numbers are the
 * lines Excel shows.
 */
export async function* readCsvRows(
  bytes: AsyncIterable<Buffer>,
  encoding: CsvEncoding,
): AsyncGenerator<SheetRow> {
  const { firstLine, texts } = await withFirstLine(
    decoded(bytes, encoding)[Symbol.asyncIterator](),
  );
  const parser = Readable.from(texts).pipe(
    parse({
      delimiter: detectDelimiter(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_RECORD_CHARS,
    }),
  );
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
  }
}
