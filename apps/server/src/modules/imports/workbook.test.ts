import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ImportKindDefinition } from '../../platform/import-kind.ts';
import { writeXlsxSheets } from '../../platform/xlsx-writer.ts';
import { mapFileRows } from './header-mapping.ts';
import { secondsLeft } from './summary.ts';
import { exportSheets, writeImportTemplate } from './workbook.ts';
import { readXlsxRows } from './xlsx-rows.ts';

const kind = {
  kind: 'stores',
  fileBaseName: 'deneme',
  sheetName: 'Denemeler',
  columns: [
    { field: 'code', header: 'Kod', required: true, sample: 'D1' },
    {
      field: 'isActive',
      header: 'Aktif',
      required: false,
      allowed: 'Evet / Hayır',
      sample: 'Evet',
    },
  ],
} as unknown as ImportKindDefinition;

async function written(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  output.end();
  return Buffer.concat(chunks);
}

async function readBack(content: Buffer) {
  const rows = [];
  for await (const row of mapFileRows(readXlsxRows(Readable.from([content])), kind.columns)) {
    rows.push(row);
  }
  return rows;
}

async function* storedRows(count: number) {
  for (let n = 1; n <= count; n += 1) yield { code: `K${n}`, isActive: n % 2 === 0 };
}

describe('the template and the export', () => {
  it('writes the template as a sheet with its sample row that reads back, the explanation sheet passed over', async () => {
    const content = await written((output) => writeImportTemplate(output, kind));
    expect(await readBack(content)).toEqual([
      { rowNumber: 2, cells: { code: 'D1', isActive: 'Evet' } },
    ]);
  });

  it('starts a new sheet after the given number of rows, and reads back as one list of rows', async () => {
    const content = await written((output) =>
      writeXlsxSheets(output, exportSheets(kind, storedRows(7), 3)),
    );
    const rows = await readBack(content);
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((row) => ('cells' in row ? row.cells.code : null))).toEqual([
      'K1',
      'K2',
      'K3',
      'K4',
      'K5',
      'K6',
      'K7',
    ]);
    expect(rows[1]).toEqual({ rowNumber: 3, cells: { code: 'K2', isActive: 'Evet' } });
  });

  it('writes the headers of an empty kind on one sheet', async () => {
    const content = await written((output) =>
      writeXlsxSheets(output, exportSheets(kind, storedRows(0), 3)),
    );
    await expect(readBack(content)).rejects.toThrow('başlık satırından başka satır yok');
  });
});

describe('the time left', () => {
  const now = new Date('2027-01-01T10:00:10Z');
  const base = {
    state: 'reading',
    createdAt: new Date('2027-01-01T10:00:00Z'),
    appliedAt: null,
    fileSize: 1000,
    bytesRead: 250,
    rowsRead: 0,
    rowsApplied: 0,
  };
  it('goes by the bytes read while reading, by the rows written while applying', () => {
    expect(secondsLeft(base as never, now)).toBe(30);
    const applying = {
      ...base,
      state: 'applying',
      appliedAt: new Date('2027-01-01T10:00:05Z'),
      rowsRead: 101,
      rowsApplied: 50,
    };
    expect(secondsLeft(applying as never, now)).toBe(6);
    expect(secondsLeft({ ...base, bytesRead: 0 } as never, now)).toBeNull();
    expect(secondsLeft({ ...base, state: 'checked' } as never, now)).toBeNull();
  });
});
