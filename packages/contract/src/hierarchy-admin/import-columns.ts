import { YES_NO_ALLOWED } from '../imports/yes-no-cell.ts';
import {
  CATEGORY_SET_SWITCH_TEXTS,
  MAX_HIERARCHY_NAME_LENGTH,
  MAX_SCRIPT_LENGTH,
} from './schemas.ts';

/**
 * The breakdown's flags the 'Bilet Kategori Setleri' table does not show (docs/domain.md §14.1),
 * with the names the audit log gives them; the import and the export carry them too.
 */
export const HIDDEN_SWITCH_TITLES = {
  isCrossOrder: 'Çapraz Sipariş',
  isIvr: 'IVR',
  isOnlineShop: 'Online Mağaza',
} as const;

const keptWhenEmpty = (forNew: string) =>
  `${YES_NO_ALLOWED} (boşsa yeni kırılımda ${forNew}, var olanda değişmez)`;
const namedLevel = `Var olan ya da yeni bir isim, en fazla ${MAX_HIERARCHY_NAME_LENGTH} karakter`;

/**
 * The 'Bilet Hiyerarşisi' import's columns in the template's and the export's order, one row per
 * breakdown (docs/domain.md §26.4): header, whether a cell is needed, the allowed values as the
 * template explains them, and the sample row's cell.
 */
export const HIERARCHY_IMPORT_COLUMNS = [
  { field: 'type', header: 'Bilet Tipi', required: true, allowed: namedLevel, sample: 'Şikayet' },
  {
    field: 'category',
    header: 'Kategori',
    required: true,
    allowed: namedLevel,
    sample: 'Personel',
  },
  {
    field: 'subCategory',
    header: 'Alt Kategori',
    required: true,
    allowed: namedLevel,
    sample: 'Personel Tutumu',
  },
  {
    field: 'callType',
    header: 'Çağrı Tipi',
    required: false,
    allowed: 'Inbound / E-Commerce (boşsa yeni kırılımda Inbound, var olanda değişmez)',
    sample: 'Inbound',
  },
  {
    field: 'ruleSet',
    header: 'Kural Seti',
    required: false,
    allowed: 'Tanımlı bir kural setinin adı (yeni kırılımda zorunlu; boşsa var olanda değişmez)',
    sample: 'Mağaza Şikayeti - 48 Saat',
  },
  ...(
    [
      ['isActive', keptWhenEmpty('Evet'), 'Evet'],
      ['isManagerSee', keptWhenEmpty('Hayır'), 'Evet'],
      ['canGoEcommerceBackOffice', keptWhenEmpty('Hayır'), 'Hayır'],
      ['isAllergy', keptWhenEmpty('Hayır'), 'Hayır'],
      ['isSms', keptWhenEmpty('Hayır'), 'Hayır'],
      ['is48HoursSms', keptWhenEmpty('Hayır'), 'Hayır'],
      ['canStoreView', keptWhenEmpty('Hayır'), 'Evet'],
      ['isAppreciationMail', keptWhenEmpty('Hayır'), 'Hayır'],
      ['isRedAlarm', keptWhenEmpty('Hayır'), 'Evet'],
    ] as const
  ).map(([field, allowed, sample]) => ({
    field,
    header: CATEGORY_SET_SWITCH_TEXTS[field].title,
    required: false,
    allowed,
    sample,
  })),
  ...(['isCrossOrder', 'isIvr', 'isOnlineShop'] as const).map((field) => ({
    field,
    header: HIDDEN_SWITCH_TITLES[field],
    required: false,
    allowed: keptWhenEmpty('Hayır'),
    sample: 'Hayır',
  })),
  {
    field: 'mailGroup',
    header: 'Mail Grubu',
    required: false,
    allowed: 'Tanımlı bir mail grubunun adı; boşsa mail grubu yok',
    sample: 'Mağaza Operasyon Bildirim',
  },
  {
    field: 'script',
    header: 'Script',
    required: false,
    allowed: `En fazla ${MAX_SCRIPT_LENGTH} karakter; boşsa script yok`,
    sample: 'Müşteriden mağaza adını ve olayın saatini alın.',
  },
] as const;

/** The switch fields of a breakdown row in the file, in its order. */
export const HIERARCHY_IMPORT_SWITCHES = [
  'isActive',
  'isManagerSee',
  'canGoEcommerceBackOffice',
  'isAllergy',
  'isSms',
  'is48HoursSms',
  'canStoreView',
  'isAppreciationMail',
  'isRedAlarm',
  'isCrossOrder',
  'isIvr',
  'isOnlineShop',
] as const;
export type HierarchyImportSwitch = (typeof HIERARCHY_IMPORT_SWITCHES)[number];

/** The header of a field of the hierarchy import (a refusal names its column by it). */
export function hierarchyImportHeader(field: string): string {
  const column = HIERARCHY_IMPORT_COLUMNS.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`No hierarchy import column ${field}`);
  return column.header;
}
