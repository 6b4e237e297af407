import { describe, expect, it } from 'vitest';
import { rowsNamed } from './reference-admin-table';

describe('rowsNamed', () => {
  const rows = [
    { id: '1', name: 'İade / Değişim' },
    { id: '2', name: 'Kargo Gecikmesi' },
    { id: '3', name: 'IVR' },
  ];

  it('finds names holding the text, the Turkish way, trimmed', () => {
    expect(rowsNamed(rows, ' iade ').map((row) => row.id)).toEqual(['1']);
    expect(rowsNamed(rows, 'GECİKME').map((row) => row.id)).toEqual(['2']);
    expect(rowsNamed(rows, 'ıvr').map((row) => row.id)).toEqual(['3']);
    // Typed without Turkish letters: 'i' finds the dotless 'I' and 'ı' finds the dotted 'İ'.
    expect(rowsNamed(rows, 'ivr').map((row) => row.id)).toEqual(['3']);
    expect(rowsNamed(rows, 'ıade').map((row) => row.id)).toEqual(['1']);
  });

  it('keeps every row for an empty search', () => {
    expect(rowsNamed(rows, '  ')).toBe(rows);
  });
});
