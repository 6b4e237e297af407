import type { ByteRange } from './files/file-store.ts';

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one byte range
 * (`bytes=a-b`, `bytes=a-`, `bytes=-n`), 'unsatisfiable' when it starts past the end, or
 * undefined for the whole file: no header, another unit, several ranges or a malformed one,
 * which a server may answer with the whole file.
 */
export function resolveRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
