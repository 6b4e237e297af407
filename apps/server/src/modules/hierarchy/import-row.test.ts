import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { CATEGORY_SET_SWITCH_TEXTS } from '@ccms/contract/hierarchy-admin/schemas';
import { YES_NO_INVALID } from '@ccms/contract/imports/yes-no-cell';
import { describe, expect, it } from 'vitest';
import { hierarchyImportKind } from './import-kind.ts';
import { parseHierarchyRow } from './import-row.ts';

/** Every column's cell, '' unless given, as the engine hands a row over. */
const cellsOf = (cells: Record<string, string>) => ({
  ...Object.fromEntries(hierarchyImportKind.columns.map((column) => [column.field, ''])),
  ...cells,
});
const named = { type: 'Şikayet', category: 'Personel', subCategory: 'Personel Tutumu' };

describe('a hierarchy import row by itself', () => {
  it('takes the template sample row with its values', () => {
    const sample = Object.fromEntries(
      hierarchyImportKind.columns.map((column) => [column.field, column.sample]),
    );
    const parsed = parseHierarchyRow(cellsOf(sample));
    expect(parsed).toMatchObject({
      ok: true,
      key: 'şikayet / personel / personel tutumu',
      data: {
        type: 'Şikayet',
        callType: 1,
        ruleSet: 'Mağaza Şikayeti - 48 Saat',
        isActive: true,
        isManagerSee: true,
        isSms: false,
        isRedAlarm: true,
        mailGroup: 'Mağaza Operasyon Bildirim',
      },
    });
  });

  it('uses the screen headers for the switches, the hidden flags after them', () => {
    const headers = hierarchyImportKind.columns.map((column) => column.header);
    expect(headers.slice(0, 5)).toEqual([
      'Bilet Tipi',
      'Kategori',
      'Alt Kategori',
      'Çağrı Tipi',
      'Kural Seti',
    ]);
    expect(headers).toContain(CATEGORY_SET_SWITCH_TEXTS.is48HoursSms.title);
    expect(headers.slice(-5)).toEqual([
      'Çapraz Sipariş',
      'IVR',
      'Online Mağaza',
      'Mail Grubu',
      'Script',
    ]);
  });

  it('keys a breakdown by its names the Turkish way, separators kept apart', () => {
    const key = (type: string, category: string, subCategory: string) => {
      const parsed = parseHierarchyRow(cellsOf({ type, category, subCategory }));
      return parsed.ok ? parsed.key : null;
    };
    expect(key('  ŞİKAYET ', 'PERSONEL', 'Personel Tutumu')).toBe(
      key('şikayet', 'personel', 'PERSONEL TUTUMU'),
    );
    expect(key('Bilgi', 'Adres / İletişim', 'X')).not.toBe(key('Bilgi', 'Adres', 'İletişim / X'));
  });

  it('reads Evet / Hayır, 1 / 0, true / false and E / H in any case; empty keeps', () => {
    const switches = (isSms: string) => {
      const parsed = parseHierarchyRow(cellsOf({ ...named, isSms }));
      return parsed.ok ? parsed.data.isSms : parsed.problem;
    };
    for (const yes of ['Evet', 'EVET', 'e', '1', 'TRUE']) expect(switches(yes)).toBe(true);
    for (const no of ['Hayır', 'HAYIR', 'hayir', 'H', '0', 'false'])
      expect(switches(no)).toBe(false);
    expect(switches('')).toBeNull();
    expect(switches('Belki')).toEqual({ column: 'SMS', message: YES_NO_INVALID });
  });

  it('refuses a row the way the hierarchy screens refuse the same values', () => {
    const problem = (cells: Record<string, string>) => {
      const parsed = parseHierarchyRow(cellsOf({ ...named, ...cells }));
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem({ type: '' })).toEqual({ column: 'Bilet Tipi', message: M.nameRequired });
    expect(problem({ subCategory: 'x'.repeat(201) })).toEqual({
      column: 'Alt Kategori',
      message: M.nameTooLong(200),
    });
    expect(problem({ callType: 'Outbound' })).toEqual({
      column: 'Çağrı Tipi',
      message: M.callTypeInvalid,
    });
    expect(problem({ script: 'x'.repeat(4001) })).toEqual({
      column: 'Script',
      message: M.scriptTooLong(4000),
    });
    expect(problem({ callType: 'e-commerce', script: 'x'.repeat(4000) })).toBeNull();
  });
});
