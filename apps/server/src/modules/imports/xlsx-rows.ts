import type { Readable } from 'node:stream';
import { IMPORT_EXPLANATION_SHEET, IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import ExcelJS from 'exceljs';
import { ImportFileError, type SheetRow } from './sheet-rows.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell as text: 'YYYY-MM-DD', with ' HH:mm' when it has a time of day. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0;
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

/**
 * A cell's value as text. A formula is its value as Excel last saved it (never evaluated
 * here); rich text is its plain text, a link its text, an error its code ('#N/A').
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if (typeof value !== 'object') return '';
  if ('formula' in value || 'sharedFormula' in value) {
    return 'result' in value ? cellText(value.result) : '';
  }
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((part: { text?: unknown }) => cellText(part.text)).join('');
  }
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return cellText(value.error);
  return '';
}

/** A row's cells from column A on (exceljs counts from 1 and leaves holes for empty cells). */
function rowTexts(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const texts: string[] = [];
  for (let column = 1; column < values.length; column += 1) texts.push(cellText(values[column]));
  return texts;
}

const sheetName = (sheet: unknown) =>
  (sheet as { name?: unknown }).name === undefined
    ? ''
    : String((sheet as { name?: unknown }).name);

/**
 * An .xlsx file's rows with exceljs's streaming reader: every sheet but a template's explanation
 * sheet, in the workbook's order, so an export split into sheets reads back whole.
 */
export async function* readXlsxRows(content: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(content, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  let sheet = -1;
  try {
    for await (const worksheet of workbook) {
      if (sheetName(worksheet) === IMPORT_EXPLANATION_SHEET) continue;
      sheet += 1;
      for await (const row of worksheet) {
        yield { sheet, rowNumber: row.number, values: rowTexts(row.values) };
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.unreadableExcel);
  } finally {
    content.destroy();
  }
  if (sheet < 0) throw new ImportFileError(IMPORT_MESSAGES.unreadableExcel);
}
