import type { Writable } from 'node:stream';
import { IMPORT_EXPLANATION_SHEET } from '@ccms/contract/imports/messages';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { writeXlsxSheets, type XlsxCell, type XlsxSheet } from '../../platform/xlsx-writer.ts';

/** Excel's sheets end at 1,048,576 rows: an export starts a new sheet every million. */
const EXPORT_ROWS_PER_SHEET = 1_000_000;
const ROWS_PER_BATCH = 1_000;
const COLUMN_WIDTH = 22;

type ExportedValue = string | number | boolean | null;

const cellOf = (value: ExportedValue | undefined): XlsxCell =>
  typeof value === 'boolean' ? (value ? 'Evet' : 'Hayır') : (value ?? null);

/** The template's and the export's file names: '<base>-sablon.xlsx' and '<base>.xlsx'. */
export const templateFileName = (kind: ImportKindDefinition) => `${kind.fileBaseName}-sablon.xlsx`;
export const exportFileName = (kind: ImportKindDefinition) => `${kind.fileBaseName}.xlsx`;

/** The kind's sheet: its Turkish headers and the given rows. */
function kindSheet(
  kind: ImportKindDefinition,
  name: string,
  rowBatches: XlsxSheet['rowBatches'],
): XlsxSheet {
  return {
    name,
    columns: kind.columns.map((column) => column.header),
    columnWidth: COLUMN_WIDTH,
    rowBatches,
  };
}

/**
 * A kind's template (docs/domain.md, Moving in: imports): its sheet with the headers and one
 * sample row, and an explanation sheet naming each column, whether it is required and the
 * values it takes. An import skips the explanation sheet, so a filled template reads as it is.
 */
export function writeImportTemplate(output: Writable, kind: ImportKindDefinition) {
  const sample = kind.columns.map((column) => column.sample);
  const explanation: XlsxSheet = {
    name: IMPORT_EXPLANATION_SHEET,
    columns: ['Sütun', 'Zorunlu', 'Alınan değerler'],
    columnWidth: 40,
    rowBatches: [
      kind.columns.map((column) => [
        column.header,
        column.required ? 'Evet' : 'Hayır',
        column.allowed ?? '',
      ]),
    ],
  };
  return writeXlsxSheets(output, [kindSheet(kind, kind.sheetName, [[sample]]), explanation]);
}

/**
 * The export's sheets, cut every `rowsPerSheet` rows, each pulled from the kind's rows as the
 * file is written (one sheet at least, with its headers).
 */
export async function* exportSheets(
  kind: ImportKindDefinition,
  rows: AsyncIterable<Record<string, ExportedValue>>,
  rowsPerSheet = EXPORT_ROWS_PER_SHEET,
): AsyncGenerator<XlsxSheet> {
  const iterator = rows[Symbol.asyncIterator]();
  let pending = await iterator.next();
  async function* sheetBatches() {
    let batch: XlsxCell[][] = [];
    for (let count = 0; !pending.done && count < rowsPerSheet; count += 1) {
      const row = pending.value;
      batch.push(kind.columns.map((column) => cellOf(row[column.field])));
      if (batch.length === ROWS_PER_BATCH) {
        yield batch;
        batch = [];
      }
      pending = await iterator.next();
    }
    if (batch.length > 0) yield batch;
  }
  try {
    for (let sheet = 1; sheet === 1 || !pending.done; sheet += 1) {
      const name = sheet === 1 ? kind.sheetName : `${kind.sheetName} ${sheet}`;
      yield kindSheet(kind, name, sheetBatches());
    }
  } finally {
    await iterator.return?.();
  }
}

/** Every stored row of the kind in the template's shape, streamed (the export). */
export function writeImportExport(output: Writable, kind: ImportKindDefinition, db: SealedDb) {
  return writeXlsxSheets(output, exportSheets(kind, kind.exportRows(db)));
}
