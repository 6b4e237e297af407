import { combineRanges, parse } from 'range-parser';
import type { ByteRange } from './files/file-store.ts';

/** range-parser's code bit for a malformed range (2 is one that starts past the end). */
const MALFORMED = 1;

/**
 * What a `Range` header asks of a file of `size` bytes: one byte range
 * (`bytes=a-b`, `bytes=a-`, `bytes=-n`; overlapping or adjacent ones taken together),
 * 'unsatisfiable' when none starts before the end, or undefined for the whole file: no header,
 * another unit, several ranges apart or a malformed one, which a server may answer with the
 * whole file.
 */
export function resolveRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const asked = parse(size, header);
  if (asked.type !== 'bytes' || (asked.code & MALFORMED) !== 0) return undefined;
  const [range, ...others] = combineRanges(asked.ranges);
  if (!range) return 'unsatisfiable';
  if (others.length > 0) return undefined;
  return { start: range.start, end: range.end };
}
