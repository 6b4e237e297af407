import { z } from 'zod';

/** How a file writes a Yes / No cell: the template and the export write these two. */
export const YES_NO_TEXTS = { yes: 'Evet', no: 'Hayır' } as const;
export const YES_NO_ALLOWED = `${YES_NO_TEXTS.yes} / ${YES_NO_TEXTS.no}`;

const YES = new Set(['evet', 'e', '1', 'true']);
// Lower-cased without a locale, so 'HAYIR' arrives as 'hayir': the Turkish one (ICU) cost more
// than the rest of a customers row together, and no other word here has an I.
const NO = new Set(['hayır', 'hayir', 'h', '0', 'false']);

/**
 * A Yes / No cell (docs/domain.md, Moving in): 'Evet' / 'Hayır', also 1 / 0, true / false and
 * E / H, in any case; an empty cell is `empty`.
 */
export function yesNoCell(empty: boolean) {
  return z.string().transform((value, context) => {
    const text = value.trim().toLowerCase();
    if (text === '') return empty;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    context.addIssue({ code: 'custom', message: yesNoInvalid });
    return z.NEVER;
  });
}

export const yesNoInvalid = `${YES_NO_TEXTS.yes} ya da ${YES_NO_TEXTS.no} yazmalısınız.`;

/** A boolean as the template and the export write it. */
export const yesNoText = (value: boolean) => (value ? YES_NO_TEXTS.yes : YES_NO_TEXTS.no);
