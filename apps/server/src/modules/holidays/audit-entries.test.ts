import { describe, expect, it } from 'vitest';
import { importFileName } from './audit-entries.ts';

describe('importFileName', () => {
  it("cleans the name the holiday import's audit entry records", () => {
    expect(importFileName('\u001btatil.ics')).toBe('tatil.ics');
    expect(importFileName(undefined)).toBe('takvim.ics');
  });
});
