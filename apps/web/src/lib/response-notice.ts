import { MESSAGES } from '@ccms/contract/messages';

/** What the global response handler shows for a response (docs/domain.md §15 Toasts). */
export type ResponseNotice =
  | { kind: 'none' }
  | { kind: 'success'; message: string }
  | { kind: 'failure'; messages: string[] };

/**
 * Decides the global notification for a response body: a body with a boolean `isSuccess`
 * gives a green 'Kayıt işlemi başarılı' when true, or one red notification per string of
 * `messages` when false. Anything else shows nothing. A 401 shows nothing either: the shell
 * moves to /error/unauthorized, which explains it.
 */
export function decideResponseNotice(status: number, body: unknown): ResponseNotice {
  if (status === 401) return { kind: 'none' };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'none' };
  const record = body as Record<string, unknown>;
  if (typeof record.isSuccess !== 'boolean') return { kind: 'none' };
  if (record.isSuccess) return { kind: 'success', message: MESSAGES.saved };
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
