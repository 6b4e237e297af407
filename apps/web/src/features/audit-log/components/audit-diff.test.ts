import { describe, expect, it } from 'vitest';
import { auditDiff, formatAuditValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields an update changed, with Turkish names', () => {
    const before = { id: 'a', name: 'Kargo', isActive: true, isSms: false, script: null };
    const after = { id: 'a', name: 'Kargo', isActive: false, isSms: true, script: null };
    expect(auditDiff(before, after)).toEqual([
      { field: 'isActive', label: 'Aktif', before: 'Evet', after: 'Hayır' },
      { field: 'isSms', label: 'SMS', before: 'Hayır', after: 'Evet' },
    ]);
  });

  it('shows every field of a created row against nothing', () => {
    expect(auditDiff(null, { name: 'İade', isActive: true })).toEqual([
      { field: 'name', label: 'İsim', before: '—', after: 'İade' },
      { field: 'isActive', label: 'Aktif', before: '—', after: 'Evet' },
    ]);
  });

  it('shows every field of a deleted row going to nothing', () => {
    expect(auditDiff({ emailAddress: 'a@b.co' }, null)).toEqual([
      { field: 'emailAddress', label: 'E-posta adresi', before: 'a@b.co', after: '—' },
    ]);
  });

  it('counts a field that appears or disappears, and keeps unknown field names', () => {
    expect(auditDiff({ sla: 24 }, { sla: 24, extraField: 'x' })).toEqual([
      { field: 'extraField', label: 'extraField', before: '—', after: 'x' },
    ]);
  });

  it('does not count a different key order inside a value as a change', () => {
    const before = { rules: [{ name: 'a', value: '1' }] };
    const after = { rules: [{ value: '1', name: 'a' }] };
    expect(auditDiff(before, after)).toEqual([]);
    expect(auditDiff(before, { rules: [{ name: 'a', value: '0' }] })).toHaveLength(1);
  });

  it('names coded values in words', () => {
    expect(
      auditDiff(
        { callType: 1, requiresContractCompany: false },
        { callType: 2, requiresContractCompany: true },
      ),
    ).toEqual([
      { field: 'callType', label: 'Çağrı tipi', before: 'Inbound', after: 'E-Commerce' },
      {
        field: 'requiresContractCompany',
        label: 'Anlaşmalı firma gerekir',
        before: 'Hayır',
        after: 'Evet',
      },
    ]);
    expect(auditDiff(null, { userType: 0, actionStatus: 1 }).map((row) => row.after)).toEqual([
      'Çağrı Merkezi İş Ortağı',
      'Yazma',
    ]);
  });

  it('gives nothing when there is nothing on either side', () => {
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('writes nothing as a dash, numbers and texts as they are, lists as JSON', () => {
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(0)).toBe('0');
    expect(formatAuditValue(['x'])).toBe('["x"]');
  });
});
