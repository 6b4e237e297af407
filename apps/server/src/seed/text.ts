/** Upper-case with Turkish rules (i → İ, ı → I), as the retailer's systems write names. */
export function upperTr(value: string): string {
  return value.toLocaleUpperCase('tr-TR');
}

const ASCII_FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lower-case ASCII form of a Turkish name for e-mail addresses ('Çağrı Öz' → 'cagrioz'). */
export function asciiFold(value: string): string {
  return [...value.toLocaleLowerCase('tr-TR')]
    .map((ch) => ASCII_FOLD[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

/** Splits a whitespace-separated word list (kept compact in the source). */
export function words(text: string): string[] {
  return text.trim().split(/\s+/);
}
