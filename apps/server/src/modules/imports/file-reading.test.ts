import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@ccms/contract/imports/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportColumn } from '../../platform/import-kind.ts';
import { detectCsvEncoding, detectDelimiter, readCsvRows } from './csv-rows.ts';
import { type FileRow, mapFileRows } from './header-mapping.ts';
import type { SheetRow } from './sheet-rows.ts';
import { readXlsxRows } from './xlsx-rows.ts';

const COLUMNS: ImportColumn[] = [
  { field: 'code', header: 'Mağaza Kodu', required: true, sample: 'M001' },
  { field: 'name', header: 'İsim', required: true, sample: 'Kadıköy' },
  { field: 'isActive', header: 'Aktif', required: false, sample: 'Evet' },
];

/** Windows-1254 bytes of a text of Latin and Turkish letters (the code page's own table). */
function windows1254(text: string): Buffer {
  const table: Record<string, number> = { ğ: 0xf0, Ğ: 0xd0, ş: 0xfe, Ş: 0xde, ı: 0xfd, İ: 0xdd };
  const latin1 = [...text].map((char) => table[char] ?? char.charCodeAt(0));
  return Buffer.from(latin1);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

const chunks = (bytes: Buffer, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, n) =>
      bytes.subarray(n * size, (n + 1) * size),
    ),
  );

async function csvRows(bytes: Buffer): Promise<SheetRow[]> {
  const encoding = await detectCsvEncoding(chunks(bytes));
  return collect(readCsvRows(chunks(bytes), encoding));
}

async function mapped(rows: SheetRow[]): Promise<FileRow[]> {
  return collect(mapFileRows(Readable.from(rows), COLUMNS));
}

async function xlsxBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading a CSV file', () => {
  it('reads UTF-8 with and without its byte-order mark, with ; or , between cells', async () => {
    const text = 'Mağaza Kodu;İsim\nM1;Şişli\n';
    const plain = await csvRows(Buffer.from(text));
    const marked = await csvRows(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    );
    const commas = await csvRows(Buffer.from('Mağaza Kodu,İsim\nM1,Şişli\n'));
    for (const rows of [plain, marked, commas]) {
      expect(rows).toEqual([
        { sheet: 0, rowNumber: 1, values: ['Mağaza Kodu', 'İsim'] },
        { sheet: 0, rowNumber: 2, values: ['M1', 'Şişli'] },
      ]);
    }
  });

  it('reads Windows-1254 when the file is not valid UTF-8 (Turkish Excel’s CSV)', async () => {
    const bytes = windows1254('Mağaza Kodu;İsim\r\nM1;Iğdır Şişli\r\n');
    expect(await detectCsvEncoding(chunks(bytes))).toBe('windows-1254');
    expect((await csvRows(bytes))[1]?.values).toEqual(['M1', 'Iğdır Şişli']);
  });

  it('takes the separator the header line holds more of, outside quotes', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('"a;b";c,d,e')).toBe(',');
    expect(detectDelimiter('tek')).toBe(',');
  });

  it('keeps quoted separators and line breaks in a cell, and numbers rows as Excel shows them', async () => {
    const rows = await csvRows(Buffer.from('A;B\n"x;y";"iki\nsatır"\n\nson;1\n'));
    expect(rows).toEqual([
      { sheet: 0, rowNumber: 1, values: ['A', 'B'] },
      { sheet: 0, rowNumber: 2, values: ['x;y', 'iki\nsatır'] },
      { sheet: 0, rowNumber: 3, values: [''] },
      { sheet: 0, rowNumber: 4, values: ['son', '1'] },
    ]);
  });

  it('refuses a quote never closed with the line it reached, in Turkish', async () => {
    const broken = Buffer.from(`A;B\n"açık;${'x'.repeat(300_000)}\n`);
    await expect(csvRows(broken)).rejects.toThrow(/Dosya okunamadı: \d+\. satırda/);
  });
});

describe('reading an Excel file', () => {
  it('reads every sheet but the explanation sheet, formulas as their saved value', async () => {
    const bytes = await xlsxBytes((workbook) => {
      const first = workbook.addWorksheet('Mağazalar');
      first.addRow(['Mağaza Kodu', 'İsim', 'Aktif']);
      first.addRow(['M1', { formula: 'UPPER("kadıköy")', result: 'KADIKÖY' }, true]);
      first.addRow([1234567890, { richText: [{ text: 'Zengin ' }, { text: 'metin' }] }, 'Evet']);
      first.addRow(['M3', { formula: '1/0', result: { error: '#DIV/0!' } }, null]);
      first.addRow([
        'M4',
        new Date(Date.UTC(2027, 0, 5)),
        { text: 'bağlantı', hyperlink: 'https://örnek.test' },
      ]);
      workbook.addWorksheet('Açıklamalar').addRow(['Sütun', 'Zorunlu']);
      const second = workbook.addWorksheet('Mağazalar 2');
      second.addRow(['Mağaza Kodu', 'İsim']);
      second.addRow(['M5', 'Beş']);
    });
    const rows = await collect(readXlsxRows(Readable.from([bytes])));
    expect(rows).toEqual([
      { sheet: 0, rowNumber: 1, values: ['Mağaza Kodu', 'İsim', 'Aktif'] },
      { sheet: 0, rowNumber: 2, values: ['M1', 'KADIKÖY', 'true'] },
      { sheet: 0, rowNumber: 3, values: ['1234567890', 'Zengin metin', 'Evet'] },
      // The streaming reader reads a formula's error as no number: an empty cell.
      { sheet: 0, rowNumber: 4, values: ['M3', ''] },
      { sheet: 0, rowNumber: 5, values: ['M4', '2027-01-05', 'bağlantı'] },
      { sheet: 1, rowNumber: 1, values: ['Mağaza Kodu', 'İsim'] },
      { sheet: 1, rowNumber: 2, values: ['M5', 'Beş'] },
    ]);
  });

  it('refuses a zip that is no workbook, and bytes that are no zip, in Turkish', async () => {
    const notZip = Readable.from([Buffer.from('PK\u0003\u0004 bozuk bir dosya')]);
    await expect(collect(readXlsxRows(notZip))).rejects.toThrow(IMPORT_MESSAGES.unreadableExcel);
  });
});

describe('mapping rows to a kind’s columns', () => {
  const row = (rowNumber: number, values: string[], sheet = 0): SheetRow => ({
    sheet,
    rowNumber,
    values,
  });

  it('matches headers without regard to Turkish case or spaces, ignores unknown columns, skips empty rows', async () => {
    const rows = await mapped([
      row(1, ['  MAĞAZA   KODU ', 'Bilinmeyen', 'isim']),
      row(2, [' M1 ', 'x', ' Kadıköy ']),
      row(3, ['', '', '']),
      row(4, ['M2', '', 'Moda']),
    ]);
    expect(rows).toEqual([
      { rowNumber: 2, cells: { code: 'M1', name: 'Kadıköy' } },
      { rowNumber: 4, cells: { code: 'M2', name: 'Moda' } },
    ]);
  });

  it('fails the file when a required column is missing, naming it', async () => {
    await expect(
      mapped([row(1, ['Mağaza Kodu', 'Aktif']), row(2, ['M1', 'Evet'])]),
    ).rejects.toThrow("Dosyada 'İsim' sütunu yok; şablondaki başlıkları kullanın.");
  });

  it('refuses a repeated header row and a cell over 1,000 characters, row by row', async () => {
    const rows = await mapped([
      row(1, ['Mağaza Kodu', 'İsim']),
      row(2, ['M1', 'Bir']),
      row(3, ['mağaza kodu', 'İSİM']),
      row(4, ['M2', 'x'.repeat(1_001)]),
      row(5, ['M3', 'x'.repeat(1_000)]),
    ]);
    expect(rows.map((one) => ('problem' in one ? one.problem : one.rowNumber))).toEqual([
      2,
      { column: null, message: IMPORT_MESSAGES.repeatedHeader },
      { column: 'İsim', message: IMPORT_MESSAGES.cellTooLong },
      5,
    ]);
  });

  it('numbers a later sheet’s rows on after the last row of the one before', async () => {
    const rows = await mapped([
      row(1, ['Mağaza Kodu', 'İsim']),
      row(2, ['M1', 'Bir']),
      row(3, ['M2', 'İki']),
      row(1, ['Mağaza Kodu', 'İsim'], 1),
      row(2, ['M3', 'Üç'], 1),
    ]);
    expect(rows.map((one) => one.rowNumber)).toEqual([2, 3, 4]);
  });

  it('fails an empty file and a file of headers only', async () => {
    await expect(mapped([])).rejects.toThrow(IMPORT_MESSAGES.noHeader);
    await expect(mapped([row(1, ['', ''])])).rejects.toThrow(IMPORT_MESSAGES.noHeader);
    await expect(mapped([row(1, ['Mağaza Kodu', 'İsim'])])).rejects.toThrow(IMPORT_MESSAGES.noRows);
  });
});
