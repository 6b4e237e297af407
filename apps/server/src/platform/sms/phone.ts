/**
 * A Turkish mobile number in international form (+905321234567), from the ways people and our
 * customers table write it: 05321234567 (stored form), 5321234567, 905321234567, +90 532 123 45 67,
 * 0090…. Null when it is not a mobile number (a landline cannot take an SMS).
 */
export function normalizeMobilePhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('90') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? `+90${digits}` : null;
}
