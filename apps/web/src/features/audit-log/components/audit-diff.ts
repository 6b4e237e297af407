import { CATEGORY_SET_SWITCH_TEXTS } from '@ccms/contract/hierarchy-admin/schemas';

type Values = Readonly<Record<string, unknown>> | null;

/** One changed field of an audit entry: its name, and the value before and after, as text. */
export type AuditDiffRow = { field: string; label: string; before: string; after: string };

/** Turkish names of the fields most entries carry; any other field shows its own name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(CATEGORY_SET_SWITCH_TEXTS).map(([field, texts]) => [field, texts.title]),
  ),
  name: 'İsim',
  isActive: 'Aktif',
  isDeleted: 'Silinmiş',
  typeId: 'Bilet tipi',
  categoryId: 'Bilet kategorisi',
  subCategoryId: 'Bilet alt kategorisi',
  typeName: 'Bilet tipi adı',
  categoryName: 'Bilet kategorisi adı',
  subCategoryName: 'Bilet alt kategorisi adı',
  ruleSetId: 'Kural seti',
  ruleSetName: 'Kural seti adı',
  callType: 'Çağrı tipi',
  script: 'Script',
  mailGroupId: 'Mail grubu',
  emailAddress: 'E-posta adresi',
  ticketCategorySetId: 'Kırılım',
  isCrossOrder: 'Çapraz sipariş',
  isIvr: 'IVR',
  isOnlineShop: 'Online mağaza',
  internalRoleIds: 'İç roller',
  extraUsers: 'Ek kullanıcılar',
  date: 'Tarih',
  isFullDay: 'Tam gün',
  isPublicHoliday: 'Resmi tatil',
  fileName: 'Dosya',
  addedCount: 'Eklenen tatil sayısı',
  changedCount: 'Güncellenen tatil sayısı',
  added: 'Eklenen tatiller',
  changed: 'Güncellenen tatiller',
};

export const EMPTY_VALUE = '—';

/** Objects with their keys sorted, so that key order never counts as a change. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`);
  return `{${entries.join(',')}}`;
}

/** A value as the diff shows it: yes / no for switches, a dash for nothing. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields an audit entry changed, in the row's own order: every field of a created row
 * (before is null) or of a deleted one (after is null), only the changed ones of an update.
 */
export function auditDiff(before: Values, after: Values): AuditDiffRow[] {
  const fields = [...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter(
    (field, index, all) => all.indexOf(field) === index,
  );
  return fields
    .filter((field) => canonical(before?.[field]) !== canonical(after?.[field]))
    .map((field) => ({
      field,
      label: FIELD_LABELS[field] ?? field,
      before: formatAuditValue(before?.[field]),
      after: formatAuditValue(after?.[field]),
    }));
}
