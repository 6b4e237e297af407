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
