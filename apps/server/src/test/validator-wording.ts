/**
 * The validator's own words: zod's type names and codes, its English and Turkish defaults. A
 * refusal names a field by its key only inside parentheses or quotes, which are left out here.
 */
const VALIDATOR_WORDING =
  /beklenen|alınan|geçersiz (değer|giriş|girdi)|invalid|expected|received|required|undefined|\bNaN\b|too_(small|big)|unrecognized|\b(string|number|boolean|object|array|bigint|int|date|uuid|enum)\b/i;

/** The validator wording in a refusal, outside the field names it quotes; undefined when none. */
export function validatorWordingIn(message: string): string | undefined {
  // A schema's own message comes after its field's key ('date: Tatilin tarihini seçmelisiniz.').
  const prose = message
    .replace(/^[\w.]+: /, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/'[^']*'/g, '');
  return VALIDATOR_WORDING.exec(prose)?.[0];
}
