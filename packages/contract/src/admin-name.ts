import { z } from 'zod';

/**
 * A name typed on an administration screen (mail groups, hierarchy items, people and roles,
 * reference rows, rule sets, holidays): trimmed and Unicode-normalised, so that one name in two
 * spellings is one name, then required and at most `max` characters. Each screen keeps its own
 * words: `tooLong` is the message, or made from `max`.
 */
export function adminName(
  max: number,
  required: string,
  tooLong: string | ((max: number) => string),
) {
  return z
    .string({ error: required })
    .trim()
    .normalize()
    .min(1, required)
    .max(max, typeof tooLong === 'string' ? tooLong : tooLong(max));
}
