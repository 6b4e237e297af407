import { IMPORT_MESSAGES, MAX_IMPORT_CELL_CHARS } from '@ccms/contract/imports/messages';
import type { CellProblem, ImportColumn } from '../../platform/import-kind.ts';
import { ImportFileError, type SheetRow } from './sheet-rows.ts';

/**
 * One row of the file as the kind sees it: its cells by field (trimmed, '' when empty), or why
 * the engine refuses it before the kind looks (a repeated header, a cell too long).
 * `rowNumber` counts on over the sheets (docs/domain.md, Moving in: imports).
 */
export type FileRow =
  | { rowNumber: number; cells: Record<string, string> }
  | { rowNumber: number; problem: CellProblem | { column: null; message: string } };

/**
 * A header as it is compared: trimmed, inner spaces as one, in Turkish lower case (İ → i,
 * I → ı, then the plain lower case: the locale's rules without its cost on every row).
 */
export function headerKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replaceAll('İ', 'i').replaceAll('I', 'ı').toLowerCase();
}

type SheetColumns = { index: number; column: ImportColumn }[];

/** Where each of the kind's columns is in a header row; unknown headers are ignored. */
function mapHeader(values: readonly string[], columns: readonly ImportColumn[]): SheetColumns {
  const positions = new Map<string, number>();
  values.forEach((value, index) => {
    const key = headerKey(value);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const missing = columns.filter(
    (column) => column.required && !positions.has(headerKey(column.header)),
  );
  if (missing.length > 0) {
    throw new ImportFileError(IMPORT_MESSAGES.missingColumns(missing.map((c) => c.header)));
  }
  return columns.flatMap((column) => {
    const index = positions.get(headerKey(column.header));
    return index === undefined ? [] : [{ index, column }];
  });
}

const isBlank = (values: readonly string[]) => values.every((value) => value.trim() === '');

/** The header row again further down: every mapped cell holds its column's header. */
function isRepeatedHeader(values: readonly string[], mapped: SheetColumns): boolean {
  return mapped.every(
    ({ index, column }) => headerKey(values[index] ?? '') === headerKey(column.header),
  );
}

function fileRow(rowNumber: number, values: readonly string[], mapped: SheetColumns): FileRow {
  if (isRepeatedHeader(values, mapped)) {
    return { rowNumber, problem: { column: null, message: IMPORT_MESSAGES.repeatedHeader } };
  }
  const cells: Record<string, string> = {};
  for (const { index, column } of mapped) {
    const text = (values[index] ?? '').trim();
    if (text.length > MAX_IMPORT_CELL_CHARS) {
      return {
        rowNumber,
        problem: { column: column.header, message: IMPORT_MESSAGES.cellTooLong },
      };
    }
    cells[column.field] = text;
  }
  return { rowNumber, cells };
}

/**
 * The file's rows mapped to the kind's columns. Each sheet's first non-empty row is its header
 * (a required column missing fails the whole file); empty rows are skipped. The first sheet's
 * rows keep Excel's numbers, a later sheet's rows count on from the last number before it.
 */
export async function* mapFileRows(
  rows: AsyncIterable<SheetRow>,
  columns: readonly ImportColumn[],
): AsyncGenerator<FileRow> {
  let sheet = -1;
  let mapped: SheetColumns | null = null;
  let offset = 0;
  let lastNumber = 0;
  let hasHeader = false;
  let hasRows = false;
  for await (const row of rows) {
    if (row.sheet !== sheet) {
      sheet = row.sheet;
      mapped = null;
    }
    if (isBlank(row.values)) continue;
    if (!mapped) {
      mapped = mapHeader(row.values, columns);
      hasHeader = true;
      // The first sheet numbers as Excel does; the next ones go on after the last row read.
      offset = sheet === 0 ? 0 : lastNumber - row.rowNumber;
      continue;
    }
    lastNumber = row.rowNumber + offset;
    hasRows = true;
    yield fileRow(lastNumber, row.values, mapped);
  }
  if (!hasHeader) throw new ImportFileError(IMPORT_MESSAGES.noHeader);
  if (!hasRows) throw new ImportFileError(IMPORT_MESSAGES.noRows);
}
