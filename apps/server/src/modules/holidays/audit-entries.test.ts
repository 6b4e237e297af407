import { describe, expect, it } from 'vitest';
import { holidayImportAuditEntries } from './audit-entries.ts';

describe('holidayImportAuditEntries', () => {
  it("cleans the name the holiday import's audit entry records", () => {
    const [entry] = holidayImportAuditEntries(
      { id: 'u1' },
      { added: [], updates: [], touched: 0, fileName: '\u001btatil.ics' },
    );
    expect(entry?.entityLabel).toBe('Takvim dosyası: tatil.ics');
  });
});
