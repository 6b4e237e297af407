import { describe, expect, it } from 'vitest';
import { splitFileName } from './tickets-create.ts';

describe('splitFileName', () => {
  it("splits a document's file name into the spec's name and extension", () => {
    expect(splitFileName('rapor.pdf')).toEqual({ name: 'rapor', extension: '.pdf' });
    expect(splitFileName('fatura.2026.XLSX')).toEqual({ name: 'fatura.2026', extension: '.XLSX' });
    expect(splitFileName('notlar')).toEqual({ name: 'notlar', extension: '' });
    expect(splitFileName('.gizli')).toEqual({ name: '.gizli', extension: '' });
  });
});
