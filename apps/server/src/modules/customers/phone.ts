/**
 * The stored form of a phone number as it arrives from the softphone or a URL: digits only,
 * the country '9' dropped ("905321234567", or "95321234567" as the contract's
 * `normalizeIncomingPhone` leaves it), a leading '0' added to 10 digits. Stored numbers are
 * 0 followed by 10 digits (DOMAIN §6), so nothing else can match anyway.
 */
export function normalizePhoneNumber(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('9') && (digits.length === 12 || digits.length === 11)) {
    digits = digits.slice(1);
  }
  if (digits.length === 10) digits = `0${digits}`;
  return digits;
}
