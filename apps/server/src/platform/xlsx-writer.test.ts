import { PassThrough, Writable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  excelDaySerial,
  excelSerial,
  writeXlsx,
  type XlsxCell,
} from './xlsx-writer.ts';

async function written(
  rowBatches: Iterable<XlsxCell[][]> | AsyncIterable<XlsxCell[][]>,
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(output, {
    name: 'Biletler',
    columns: ['No', 'Açıklama'],
    columnWidth: 20,
    rowBatches,
  });
  return Buffer.concat(chunks);
}

/** Every entry of a zip, read from its central directory, inflated and checked by CRC and size. */
function unzipChecked(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressedSize, size] = [16, 20, 24].map((offset) =>
      file.readUInt32LE(at + offset),
    );
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + file.readUInt16LE(local + 26);
    const content = zlib.inflateRawSync(file.subarray(dataStart, dataStart + compressedSize!));
    expect(content.length, name).toBe(size);
    expect(zlib.crc32(content), name).toBe(crc);
    entries.set(name, content.toString('utf8'));
    at += 46 + nameLength;
  }
  return entries;
}

async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Biletler')!.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('writeXlsx', () => {
  it('writes a valid zip whose sheet Excel readers open with every value', async () => {
    const file = await written([
      [
        [100001, 'Kırık ürün & iade <acil> "bugün"'],
        [100002, null],
      ],
      [[100003, 'satır\nbaşı, emoji 😀']],
    ]);
    const entries = unzipChecked(file);
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(await sheetRows(file)).toEqual([
      ['No', 'Açıklama'],
      [100001, 'Kırık ürün & iade <acil> "bugün"'],
      [100002],
      [100003, 'satır\nbaşı, emoji 😀'],
    ]);
  });

  it('drops what XML cannot carry and cuts text at the 32,767 characters Excel holds', async () => {
    const file = await written([
      [
        [1, 'a\u0000b\u0007c\u001Fd\uFFFFe\uD800f'],
        [2, 'x'.repeat(40_000)],
        [Number.NaN, 'y'],
      ],
    ]);
    const rows = await sheetRows(file);
    expect(rows[1]).toEqual([1, 'abcdef']);
    expect((rows[2]![1] as string).length).toBe(32_767);
    expect(rows[3]).toEqual([undefined, 'y']);
  });

  it('numbers rows on across batches of any size', async () => {
    const batch = (from: number, count: number): XlsxCell[][] =>
      Array.from({ length: count }, (_, index) => [from + index, `bilet ${from + index}`]);
    const rows = await sheetRows(await written([batch(1, 450), [], batch(451, 3)]));
    expect(rows).toHaveLength(454);
    expect(rows[450]).toEqual([450, 'bilet 450']);
    expect(rows[453]).toEqual([453, 'bilet 453']);
  });

  it('reads no further ahead than a download that does not read takes', async () => {
    let pulled = 0;
    function* endless(): Generator<XlsxCell[][]> {
      for (;;) {
        pulled += 100;
        yield Array.from({ length: 100 }, (_, index) => [pulled + index, 'bir bilet açıklaması']);
      }
    }
    // A download that takes 64 KiB and then never reads again.
    const stalled = new Writable({ highWaterMark: 64 * 1024, write: () => undefined });
    const writing = writeXlsx(stalled, {
      name: 'Biletler',
      columns: ['No', 'Açıklama'],
      columnWidth: 20,
      rowBatches: endless(),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pulledWhileStalled = pulled;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled).toBe(pulledWhileStalled);
    expect(pulled).toBeLessThan(50_000);
    stalled.destroy();
    await expect(writing).rejects.toThrow('closed');
  });

  it('stops at once when the download was closed while rows were being read', async () => {
    const output = new PassThrough({ highWaterMark: 1024 * 1024 }); // takes the small parts
    async function* closedMidway(): AsyncGenerator<XlsxCell[][]> {
      yield [[1, 'a']];
      output.destroy(); // the client went away; 'close' is said before the next write
      await new Promise((resolve) => setImmediate(resolve));
      for (;;) yield Array.from({ length: 1000 }, (_, index) => [index, 'x'.repeat(200)]);
    }
    await expect(
      writeXlsx(output, {
        name: 'B',
        columns: ['No'],
        columnWidth: 20,
        rowBatches: closedMidway(),
      }),
    ).rejects.toThrow('closed');
  });

  it('fails with the rows’ own error when reading them fails', async () => {
    async function* failing(): AsyncGenerator<XlsxCell[][]> {
      yield [[1, 'a']];
      throw new Error('the database went away');
    }
    await expect(written(failing())).rejects.toThrow('the database went away');
  });

  it('writes numbers in their column’s format: dates, date-times, percentages, decimals', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeXlsx(output, {
      name: 'Rapor',
      columns: ['Gün', 'Oluşturma', 'Oran', 'Süre', 'Adet'],
      formats: ['date', 'dateTime', 'percent', 'decimal'],
      columnWidth: 20,
      rowBatches: [
        [
          [
            excelDaySerial('2026-11-22'),
            excelSerial(Date.UTC(2026, 10, 22, 14, 5)),
            0.333,
            12.5,
            7,
          ],
          ['yok', null, null, null, null],
        ],
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Rapor')!;
    const cell = (reference: string) => {
      const { value, type, numFmt } = sheet.getCell(reference);
      return { value, type, numFmt };
    };
    expect(cell('A1')).toMatchObject({ value: 'Gün', type: ExcelJS.ValueType.String });
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(cell('A2')).toEqual({
      value: new Date('2026-11-22T00:00:00Z'),
      type: ExcelJS.ValueType.Date,
      numFmt: 'dd.mm.yyyy',
    });
    expect(cell('B2')).toEqual({
      value: new Date('2026-11-22T14:05:00Z'),
      type: ExcelJS.ValueType.Date,
      numFmt: 'dd.mm.yyyy hh:mm',
    });
    expect(cell('C2')).toEqual({ value: 0.333, type: ExcelJS.ValueType.Number, numFmt: '0.0%' });
    expect(cell('D2')).toEqual({ value: 12.5, type: ExcelJS.ValueType.Number, numFmt: '#,##0.0' });
    expect(cell('E2')).toMatchObject({ value: 7, type: ExcelJS.ValueType.Number });
    expect(cell('E2').numFmt).toBeUndefined();
    // Text in a dated column stays text.
    expect(cell('A3')).toMatchObject({ value: 'yok', type: ExcelJS.ValueType.String });
  });

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
