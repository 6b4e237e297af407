/**
 * The EAN-13 check digit of the first 12 digits: weights 1 and 3 alternate from the left,
 * and the check digit brings the sum up to a multiple of 10.
 */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for a 13-digit code whose last digit is its EAN-13 check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A full EAN-13 code from its first 12 digits. */
export function toEan13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
