import { AUDIT_FIELD_LABELS, auditValueText } from '@ccms/contract/audit-fields';

type Values = Readonly<Record<string, unknown>> | null;

/** One changed field of an audit entry: its name, and the value before and after, as text. */
export type AuditDiffRow = { field: string; label: string; before: string; after: string };

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

/** A value as the diff shows it: yes / no for switches, a code's word, a dash for nothing. */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const word = auditValueText(field, value);
  if (word !== undefined) return word;
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
      label: AUDIT_FIELD_LABELS[field] ?? field,
      before: formatAuditValue(before?.[field], field),
      after: formatAuditValue(after?.[field], field),
    }));
}
