/** How an import's template and export write a switch (docs/domain.md §26). */
const YES = 'Evet';
const NO = 'Hayır';
/** The allowed values of a Yes/No column, as the template lists them. */
export const YES_NO_ALLOWED = `${YES} / ${NO}`;
export const YES_NO_INVALID = `${YES} ya da ${NO} olmalıdır.`;

const YES_WORDS = new Set(['evet', 'e', '1', 'true']);
const NO_WORDS = new Set(['hayır', 'hayir', 'h', '0', 'false']);

/**
 * A Yes/No cell: 'Evet' / 'Hayır', also 1/0, true/false and E/H, in any case; null when the cell
 * is empty, undefined when it holds anything else.
 */
export function readYesNo(cell: string): boolean | null | undefined {
  const word = cell.trim().toLocaleLowerCase('tr-TR');
  if (word === '') return null;
  if (YES_WORDS.has(word)) return true;
  // 'HAYIR' lowers to 'hayır' the Turkish way; 'Hayir' typed without the dotless ı is kept too.
  if (NO_WORDS.has(word)) return false;
  return undefined;
}
