import type { Writable } from 'node:stream';
import { ZipWriter } from './zip-writer.ts';

export type XlsxCell = string | number | null;

/**
 * How a column's numbers read in Excel: a date or date-time (the number is an Excel serial, see
 * `excelSerial`), a fraction shown as a percentage, or a figure with one decimal. Text cells
 * of the column stay as they are.
 */
export type XlsxFormat = 'date' | 'dateTime' | 'percent' | 'decimal';

export type XlsxSheet = {
  name: string;
  /** The header row's titles; every column gets the same width. */
  columns: readonly string[];
  /** Per column, how its numbers read; a column without one shows numbers as Excel's General. */
  formats?: readonly (XlsxFormat | undefined)[];
  columnWidth: number;
  /** The rows after the header, in batches as they are read. */
  rowBatches: Iterable<XlsxCell[][]> | AsyncIterable<XlsxCell[][]>;
};

/** Rows per encoded part: a part's text stays small enough for V8's young generation. */
const ROWS_PER_PART = 200;

/** Excel's longest cell text. */
const MAX_CELL_CHARS = 32_767;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const OFFICE_TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
/** Style 1 is the bold header; 0 is Excel's normal style; the formats follow (`STYLES`). */
const HEADER_STYLE = 1;
const FORMAT_STYLES: Record<XlsxFormat, number> = { date: 2, dateTime: 3, percent: 4, decimal: 5 };
/** Turkish day-first dates; Excel shows the separators of the reader's own locale. */
const NUMBER_FORMATS =
  '<numFmts count="4"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="dd.mm.yyyy hh:mm"/><numFmt numFmtId="166" formatCode="0.0%"/><numFmt numFmtId="167" formatCode="#,##0.0"/></numFmts>';
const FORMAT_XFS = [164, 165, 166, 167]
  .map(
    (id) =>
      `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  )
  .join('');

const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (1899-12-30, after its 1900 leap-year slip) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * The Excel serial of a wall-clock moment given as UTC fields (`Date.UTC(…)` of the local date
 * and time): whole days since 1899-12-30, the time of day as the fraction.
 */
export function excelSerial(wallClockUtcMs: number): number {
  return wallClockUtcMs / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

/** The Excel serial of a calendar day written 'YYYY-MM-DD'. */
export function excelDaySerial(day: string): number {
  return excelSerial(Date.parse(`${day}T00:00:00Z`));
}

/** Everything XML 1.0 cannot carry: controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function xmlText(value: string): string {
  return value
    .slice(0, MAX_CELL_CHARS)
    .replace(NOT_XML, '')
    .replace(XML_SPECIAL, (char) => ENTITIES[char] as string);
}

/** A, B, …, Z, AA, AB, …: the column part of a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A cell; `numberStyle` applies to numbers only, `textStyle` to text. */
function cellXml(reference: string, value: XlsxCell, numberStyle: number, textStyle: number) {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const styled = numberStyle ? ` s="${numberStyle}"` : '';
    return `<c r="${reference}"${styled}><v>${value}</v></c>`;
  }
  const styled = textStyle ? ` s="${textStyle}"` : '';
  return `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** A row; `styles` holds each column's number style, the header passes none and its own. */
function rowXml(
  letters: readonly string[],
  rowNumber: number,
  cells: readonly XlsxCell[],
  styles: readonly number[],
  textStyle = 0,
): string {
  let xml = `<row r="${rowNumber}">`;
  for (const [index, letter] of letters.entries()) {
    const numberStyle = styles[index] ?? textStyle;
    xml += cellXml(`${letter}${rowNumber}`, cells[index] ?? null, numberStyle, textStyle);
  }
  return `${xml}</row>`;
}

/** Rows as UTF-8 XML, a few hundred to a Buffer; numbering starts at `firstRowNumber`. */
function encodedRows(
  letters: readonly string[],
  styles: readonly number[],
  firstRowNumber: number,
  rows: XlsxCell[][],
) {
  const parts: Buffer[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PART) {
    let xml = '';
    for (let index = start; index < Math.min(start + ROWS_PER_PART, rows.length); index += 1) {
      xml += rowXml(letters, firstRowNumber + index, rows[index] as XlsxCell[], styles);
    }
    parts.push(Buffer.from(xml, 'utf8'));
  }
  return parts;
}

function iteratorOf<T>(items: Iterable<T> | AsyncIterable<T>): AsyncIterator<T> | Iterator<T> {
  return Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
}

/**
 * The sheet's XML. Reads one batch ahead, and encodes each batch the moment it arrives: rows
 * wait only as bytes outside the JavaScript heap, and their objects die young (an export's
 * garbage would otherwise be promoted and grow the heap by the size of the file).
 */
async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<Buffer | string> {
  const letters = sheet.columns.map((_, index) => columnLetters(index));
  const styles = sheet.columns.map((_, index) => {
    const format = sheet.formats?.[index];
    return format ? FORMAT_STYLES[format] : 0;
  });
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  yield `<cols><col min="1" max="${letters.length}" width="${sheet.columnWidth}" customWidth="1"/></cols><sheetData>`;
  yield rowXml(letters, 1, sheet.columns, [], HEADER_STYLE);
  const batches = iteratorOf(sheet.rowBatches);
  let nextRowNumber = 2;
  const encodeNext = async () => {
    const next = await batches.next();
    if (next.done) return null;
    const parts = encodedRows(letters, styles, nextRowNumber, next.value);
    nextRowNumber += next.value.length;
    return parts;
  };
  try {
    let parts = await encodeNext();
    while (parts) {
      const following = encodeNext();
      following.catch(() => undefined); // awaited after this batch is written
      yield* parts;
      parts = await following;
    }
  } finally {
    await batches.return?.();
  }
  yield '</sheetData></worksheet>';
}

const SHEET_TYPE = `${OFFICE_TYPES}.worksheet+xml`;
const sheetPart = (index: number) => `worksheets/sheet${index + 1}.xml`;

function contentTypesXml(sheetCount: number): string {
  let sheets = '';
  for (let index = 0; index < sheetCount; index += 1) {
    sheets += `<Override PartName="/xl/${sheetPart(index)}" ContentType="${SHEET_TYPE}"/>`;
  }
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPES}.sheet.main+xml"/>${sheets}<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPES}.styles+xml"/></Types>`;
}

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Sheet n is rId(n + 1); the styles come after the sheets. */
function workbookRelsXml(sheetCount: number): string {
  let sheets = '';
  for (let index = 0; index < sheetCount; index += 1) {
    sheets += `<Relationship Id="rId${index + 1}" Type="${DOC_RELS}/worksheet" Target="${sheetPart(index)}"/>`;
  }
  return `${XML_HEAD}<Relationships xmlns="${RELS_NS}">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">${NUMBER_FORMATS}<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${FORMAT_XFS}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetNameXml = (name: string) => xmlText(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));

function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames
    .map(
      (name, index) =>
        `<sheet name="${sheetNameXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('');
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets>${sheets}</sheets></workbook>`;
}

/** The workbook's own parts, around its sheets (each named in order). */
async function addWorkbookParts(zip: ZipWriter, sheetNames: readonly string[]) {
  await zip.add('[Content_Types].xml', [contentTypesXml(sheetNames.length)]);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/workbook.xml', [workbookXml(sheetNames)]);
  await zip.add('xl/_rels/workbook.xml.rels', [workbookRelsXml(sheetNames.length)]);
  await zip.add('xl/styles.xml', [STYLES]);
}

/**
 * Streams a one-sheet .xlsx into `output`: inline strings, numbers in their column's format
 * (dates, percentages), a bold frozen header row. Batches are written and forgotten as they come, so memory does not grow with
 * the sheet, and they are pulled no faster than the output takes the file.
 */
export async function writeXlsx(output: Writable, sheet: XlsxSheet): Promise<void> {
  const zip = new ZipWriter(output);
  await addWorkbookParts(zip, [sheet.name]);
  await zip.add(`xl/${sheetPart(0)}`, sheetXml(sheet));
  await zip.finish();
}

/**
 * Streams an .xlsx of several sheets, as `writeXlsx` writes one, each sheet whole before the
 * next is pulled: an export that starts a new sheet every million rows need not know how many it
 * will have. The workbook's own parts follow the sheets (readers go by the zip's directory).
 */
export async function writeXlsxSheets(
  output: Writable,
  sheets: Iterable<XlsxSheet> | AsyncIterable<XlsxSheet>,
): Promise<void> {
  const zip = new ZipWriter(output);
  const names: string[] = [];
  const iterator = iteratorOf(sheets);
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    await zip.add(`xl/${sheetPart(names.length)}`, sheetXml(next.value));
    names.push(next.value.name);
  }
  await addWorkbookParts(zip, names);
  await zip.finish();
}
