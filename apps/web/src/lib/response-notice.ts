import { MESSAGES } from '@ccms/contract/messages';

/** What the global response handler shows for a response (docs/domain.md §15 Toasts). */
export type ResponseNotice =
  | { kind: 'none' }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; messages: string[] };

/**
 * Decides the global notification for a response body: a body with a boolean `isSuccess`
 * gives a green 'Kayıt işlemi başarılı' when true, followed by the saved record's name when
 * the answer carries one ('Kayıt işlemi başarılı: E2E Kaynak'), or one red notification per
 * string of `messages` when false. Anything else shows nothing. A 401 shows nothing either: the shell
 * moves to /error/unauthorized, which explains it.
 */
export function decideResponseNotice(status: number, body: unknown): ResponseNotice {
  if (status === 401) return { kind: 'none' };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'none' };
  const record = body as Record<string, unknown>;
  if (typeof record.isSuccess !== 'boolean') return { kind: 'none' };
  if (record.isSuccess) {
    const name = savedRecordName(record.data);
    return { kind: 'success', message: name ? `${MESSAGES.saved}: ${name}` : MESSAGES.saved };
  }
  const messages = Array.isArray(record.messages)
    ? record.messages.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
  return messages.length > 0 ? { kind: 'failure', messages } : { kind: 'none' };
}

/**
 * A successful write's own messages beyond 'Kayıt işlemi başarılı', which the global handler
 * has shown already ('6 kategori seti pasife alındı.', an SMS switched off).
 */
export function messagesBeyondSaved(messages: readonly string[]): string[] {
  return messages.filter((message) => message.trim() !== '' && message !== MESSAGES.saved);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The name of the record a successful write returned, so that the notice says which one was
 * saved: a row's name (a person's with the surname), a breakdown's 'Tip / Kategori / Alt
 * kategori', or the same inside the answers that wrap the row (a holiday, a created user).
 * Null when the answer names nothing (a delete, an id).
 */
export function savedRecordName(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  for (const wrapper of ['holiday', 'user']) {
    if (typeof row[wrapper] === 'object' && row[wrapper] !== null) {
      return savedRecordName(row[wrapper]);
    }
  }
  const breakdown = [row.typeName, row.categoryName, row.subCategoryName].map(textOf);
  if (breakdown.every((part) => part !== '')) return breakdown.join(' / ');
  const name = [textOf(row.name), textOf(row.surname)].filter((part) => part !== '').join(' ');
  return name === '' ? null : name;
}
