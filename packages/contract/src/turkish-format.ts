/**
 * Numbers and money the Turkish way, on screen, in Excel and in what people type: '.' between
 * thousands, ',' before the decimals, 'TL' after an amount (docs/domain.md §15.1 Turkish formats).
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, format);
  }
  return format;
}

/** '1.234,5', '-8.327,7'; `fraction` digits at most, or exactly with `fixed`. */
export function formatNumberTr(value: number, fraction = 0, fixed = false): string {
  return numberFormat(fixed ? fraction : 0, fraction).format(value);
}

/** '%45', '%-34.697,4': the share with one decimal at most, the sign inside. */
export function formatPercentTr(value: number): string {
  return `%${formatNumberTr(value, 1)}`;
}

/** A day of the SLA clock: 1440 business minutes (holidays do not count). */
const MINUTES_PER_DAY = 1440;

const DURATION_UNITS = {
  short: ['gün', 'sa', 'dk'],
  long: ['gün', 'saat', 'dakika'],
} as const;

/**
 * Minutes in days, hours and minutes, the sign ignored, a day being 1440 minutes. `short` (the
 * screens, Excel): the two largest units, '2 gün 4 sa', '3 sa 20 dk', '45 dk'; `long` (mails and
 * SMS): every unit there is, '3 gün 4 saat', '2 saat 5 dakika', '0 dakika'.
 */
export function formatDuration(totalMinutes: number, style: 'short' | 'long'): string {
  const minutes = Math.round(Math.abs(totalMinutes));
  const [dayWord, hourWord, minuteWord] = DURATION_UNITS[style];
  const parts = [
    { count: Math.floor(minutes / MINUTES_PER_DAY), word: dayWord },
    { count: Math.floor((minutes % MINUTES_PER_DAY) / 60), word: hourWord },
    { count: minutes % 60, word: minuteWord },
  ];
  const largest = parts.findIndex((part) => part.count > 0);
  if (largest === -1) return `0 ${minuteWord}`;
  const shown = style === 'short' ? parts.slice(largest, largest + 2) : parts.slice(largest);
  return shown
    .filter((part) => part.count > 0)
    .map((part) => `${formatNumberTr(part.count)} ${part.word}`)
    .join(' ');
}

/** '150,50 TL', '1.250,00 TL'; empty when there is no amount. */
export function formatMoneyTr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${formatNumberTr(amount, 2, true)} TL`;
}

/**
 * An amount as typed: '150,50', '1.250,5', '150.5', '150 TL'. A ',' is the decimal separator
 * and dots before it group thousands; without a ',' a dot followed by exactly three digits
 * groups thousands ('1.250'), any other dot is taken as the decimal point ('150.5'), since
 * people paste such figures. Null when the text is no number.
 */
export function parseAmountTr(text: string): number | null {
  const compact = text.replace(/\s|TL|₺/gi, '');
  if (compact === '') return null;
  let normal: string;
  if (compact.includes(',')) {
    normal = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) {
    normal = compact.replace(/\./g, '');
  } else {
    normal = compact;
  }
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/**
 * A text as a search compares it: Turkish lower case with the dotted and dotless i taken as one
 * letter, so 'iade', 'IADE' and 'ıade' all find 'İade' (keyboards without Turkish letters).
 */
export function searchFoldTr(text: string): string {
  return text.normalize('NFKC').trim().toLocaleLowerCase('tr-TR').replaceAll('ı', 'i');
}
