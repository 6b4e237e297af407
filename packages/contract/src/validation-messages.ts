import { z } from 'zod';
import { FIELD_LABELS, FIELD_LABELS_BY_CALL } from './field-labels.ts';

/**
 * Where a refusal is worded: the call (its path, for the labels of FIELD_LABELS_BY_CALL) and the
 * name of the whole input (a body, a query), used when the input itself is wrong.
 */
export type FieldWording = { callPath?: string; wholeInput?: string };

const lowerCaseLabels = (labels: Readonly<Record<string, string>>) =>
  new Map(Object.entries(labels).map(([key, label]) => [key.toLowerCase(), label]));

const GENERAL_LABELS = lowerCaseLabels(FIELD_LABELS);
const CALL_LABELS = new Map(
  Object.entries(FIELD_LABELS_BY_CALL).map(([call, labels]) => [call, lowerCaseLabels(labels)]),
);

/** `UserRoleInStores[0].storeId` from zod's path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function labelOf(key: string, isTopLevel: boolean, callPath?: string): string | undefined {
  const lower = key.toLowerCase();
  if (callPath && isTopLevel) {
    const call = callPath.toLowerCase();
    const firstSegment = call.split('/')[0] ?? '';
    const label = CALL_LABELS.get(call)?.get(lower) ?? CALL_LABELS.get(firstSegment)?.get(lower);
    if (label) return label;
  }
  return GENERAL_LABELS.get(lower);
}

/**
 * How a refusal names a field: "Bilet kimliği (id)" when the field has a Turkish name,
 * "'alan' alanı" otherwise; the whole input by its own name.
 */
export function fieldName(path: readonly PropertyKey[], wording: FieldWording = {}): string {
  const lastKey = path.findLast((key): key is string => typeof key === 'string');
  if (lastKey === undefined) return wording.wholeInput ?? 'Gönderilen değer';
  const label = labelOf(lastKey, path.length === 1, wording.callPath);
  return label ? `${label} (${fieldPath(path)})` : `'${fieldPath(path)}' alanı`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'bir metin',
  number: 'bir sayı',
  int: 'bir tam sayı',
  bigint: 'bir tam sayı',
  boolean: 'true ya da false',
  date: 'bir tarih',
  array: 'bir liste',
  tuple: 'bir liste',
  set: 'bir liste',
  object: 'alanları olan bir nesne',
  record: 'alanları olan bir nesne',
  map: 'alanları olan bir nesne',
  file: 'bir dosya',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  uuid: 'geçerli bir kimlik (UUID)',
  guid: 'geçerli bir kimlik (UUID)',
  email: 'geçerli bir e-posta adresi',
  datetime: 'geçerli bir tarih ve saat',
  date: 'geçerli bir tarih',
  time: 'geçerli bir saat',
  duration: 'geçerli bir süre',
  url: 'geçerli bir adres (URL)',
  base64: 'Base64 ile kodlanmış bir metin',
  base64url: 'Base64 ile kodlanmış bir metin',
  ipv4: 'geçerli bir IP adresi',
  ipv6: 'geçerli bir IP adresi',
  json_string: 'geçerli bir JSON metni',
};

const isMissing = (input: unknown) => input === undefined || input === null;

type Bound = { origin: string; inclusive?: boolean; exact?: boolean };

function tooSmall(issue: Bound & { minimum: number | bigint }, field: string): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `${field} ${min} karakter olmalıdır.`;
      return Number(issue.minimum) <= 1
        ? `${field} boş bırakılamaz.`
        : `${field} en az ${min} karakter olmalıdır.`;
    case 'array':
    case 'set':
      if (issue.exact) return `${field} ${min} öğe içermelidir.`;
      return `${field} en az ${Number(issue.minimum) <= 1 ? 'bir' : min} öğe içermelidir.`;
    case 'date':
      return `${field} ${min} tarihinden önce olamaz.`;
    default:
      return issue.inclusive === false
        ? `${field} ${min} değerinden büyük olmalıdır.`
        : `${field} en az ${min} olmalıdır.`;
  }
}

function tooBig(issue: Bound & { maximum: number | bigint }, field: string): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact
        ? `${field} ${max} karakter olmalıdır.`
        : `${field} en fazla ${max} karakter olabilir.`;
    case 'array':
    case 'set':
      return issue.exact
        ? `${field} ${max} öğe içermelidir.`
        : `${field} en fazla ${max} öğe içerebilir.`;
    case 'date':
      return `${field} ${max} tarihinden sonra olamaz.`;
    default:
      return issue.inclusive === false
        ? `${field} ${max} değerinden küçük olmalıdır.`
        : `${field} en fazla ${max} olabilir.`;
  }
}

const quoted = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');

/**
 * The refusal for one validation issue, in plain Turkish naming the field: which field, and
 * what it must be ('SLA süresi (sla) bir sayı olmalıdır.'), never the validator's type names.
 */
export function validationMessage(issue: z.core.$ZodRawIssue, wording: FieldWording = {}): string {
  const field = fieldName(issue.path ?? [], wording);
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return `${field} gönderilmelidir.`;
      return `${field} ${TYPE_WORDS[issue.expected] ?? 'geçerli bir değer'} olmalıdır.`;
    case 'too_small':
      return tooSmall(issue, field);
    case 'too_big':
      return tooBig(issue, field);
    case 'invalid_format':
      if (
        issue.format === 'regex' ||
        issue.format === 'starts_with' ||
        issue.format === 'ends_with'
      )
        return `${field} beklenen biçimde değil.`;
      return `${field} ${FORMAT_WORDS[issue.format] ?? 'beklenen biçimde bir değer'} olmalıdır.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} ${quoted(issue.values)} olmalıdır.`
        : `${field} şu değerlerden biri olmalıdır: ${quoted(issue.values)}.`;
    case 'not_multiple_of':
      return `${field} ${issue.divisor} değerinin katı olmalıdır.`;
    case 'unrecognized_keys':
      return `${field} içinde tanınmayan alanlar var: ${issue.keys.join(', ')}.`;
    default:
      if (isMissing(issue.input)) return `${field} gönderilmelidir.`;
      return `${field} için gönderilen değer geçerli değil.`;
  }
}

/** A text with a NUL character or half of a surrogate pair, which no text column can hold. */
export function controlCharacterMessage(field: string): string {
  return `${field} izin verilmeyen bir karakter içeriyor (NUL karakteri ya da eksik bir Unicode karakteri).`;
}

/** The same field sent twice under names that differ only in case (`id` and `Id`). */
export function duplicateFieldMessage(field: string, sentNames: readonly string[]): string {
  return `${field} birden fazla kez gönderildi (${sentNames.join(', ')}); alan adlarında büyük-küçük harf ayrımı yapılmaz.`;
}

/**
 * A schema's own message (a missing field's spec text) for every refusal but a value too long
 * or a list too long: zod gives a schema's message to its checks too, and 'Müşteri soyadı boş
 * olamaz.' would then answer a surname of 500 letters; those get the limit in words instead.
 */
export function exceptTooBig(message: string) {
  return (issue: z.core.$ZodRawIssue) => (issue.code === 'too_big' ? undefined : message);
}

/**
 * Makes every schema's default refusals the wording above, wherever zod parses (the server, the
 * browser's forms); messages a schema sets itself (the spec's texts) still win.
 */
export function configureValidationMessages(): void {
  z.config({ customError: (issue) => validationMessage(issue) });
}
