/**
 * The properties customers/list filters on, with their operators, and the sortable ones
 * (docs/domain.md §6 Customer list).
 */
export const CUSTOMER_LIST_FILTERS = {
  firstName: 'contains',
  lastName: 'contains',
  phoneNumber: 'contains',
  emailAddress: 'contains',
  isActive: 'equal',
  isFlag: 'equal',
} as const;
export const CUSTOMER_LIST_SORTABLE = ['firstName', 'lastName'] as const;

/** An incoming call's number loses its leading 9 before the look-up (docs/domain.md §6). */
export function normalizeIncomingPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('9') ? digits.slice(1) : digits;
}

/**
 * The stored form of a phone number as it arrives from the softphone or a URL: digits only,
 * the country '9' dropped ("905321234567", or "95321234567" as normalizeIncomingPhone leaves
 * it), a leading '0' added to 10 digits. Stored numbers are 0 followed by 10 digits
 * (docs/domain.md §6 Phone numbers), so nothing else can match anyway.
 */
export function toStoredPhoneNumber(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('9') && (digits.length === 12 || digits.length === 11)) {
    digits = digits.slice(1);
  }
  if (digits.length === 10) digits = `0${digits}`;
  return digits;
}

/**
 * A phone number as typed or pasted into the customer form: spaces, brackets, dots and dashes
 * dropped, the country code ('+90', '0090', or '90' before ten digits) turned into the leading
 * 0, so '+90 538 852 47 22' becomes '05388524722' (docs/domain.md §6 Phone numbers).
 */
export function phoneInputValue(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact.startsWith('+90')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0090')) return `0${compact.slice(4)}`;
  if (/^90\d{10}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact.replace(/\D/g, '');
}

/**
 * What a phone search looks for: the digits, the country code read as the leading 0 ('+90 538',
 * '0090 538' and '90538…' as '0538…'), and whether they must start the number (they do once
 * they start with 0: every stored number does). '90' begins a search as the country code only
 * before three more digits, so a short '905' still finds numbers holding it anywhere.
 */
export function phoneSearchValue(raw: string): { digits: string; fromStart: boolean } {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && digits.startsWith('90')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('0090')) digits = `0${digits.slice(4)}`;
  else if (/^90\d{3}/.test(digits)) digits = `0${digits.slice(2)}`;
  return { digits, fromStart: digits.startsWith('0') };
}
