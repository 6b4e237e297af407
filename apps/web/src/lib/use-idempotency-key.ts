import { useMemo, useRef } from 'react';
import { randomUuid } from './random-uuid';

/** What makes two requests the same user action: the JSON, or a form's fields and files. */
function fingerprintOf(request: unknown): string {
  return JSON.stringify(request, (_, value: unknown) => {
    if (value instanceof FormData) return [...value.entries()];
    if (value instanceof File) {
      return { name: value.name, size: value.size, type: value.type, at: value.lastModified };
    }
    return value;
  });
}

/**
 * The idempotency key of a create form (docs/domain.md §21): the same request (a double click,
 * a retry after an error) is sent with the same key, so the server writes it once; another
 * request, or the next one after a success (`done`), gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const fingerprint = fingerprintOf(request);
        if (last.current?.fingerprint !== fingerprint) {
          last.current = { fingerprint, key: randomUuid() };
        }
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
