import { z } from 'zod';
import { adminName } from '../admin-name.ts';
import { STORE_TYPES } from '../constants.ts';
import { CUSTOMER_MESSAGES } from '../customers/messages.ts';
import { PHONE_PATTERN } from '../customers/schemas.ts';
import { ORGANISATION_MESSAGES as M } from './messages.ts';
import { MAX_EMAIL_LENGTH, MAX_PERSON_NAME_LENGTH } from './schemas.ts';

/*
 * A unit's fields as a form takes them (docs/domain.md §1 Unit): the stores import checks its
 * cells with these, and a stores form would too, so both refuse the same values in the same words.
 */

export const MAX_STORE_CODE_LENGTH = 50;
export const MAX_STORE_NAME_LENGTH = 200;
export const MAX_STORE_ADDRESS_LENGTH = 500;

export const STORE_FIELD_MESSAGES = {
  storeNameRequired: 'Bir mağaza adı yazmalısınız.',
  storeTypeInvalid: 'Mağaza, Departman ya da Çözüm Birimi yazmalısınız.',
  countyWithoutCity: 'İlçe için bir şehir yazmalısınız.',
} as const;

/**
 * The unit types by name, as the import's 'Tip' column writes them: the stores screen's 'Mağaza'
 * and 'Departman', and 'Çözüm Birimi' for type 4 (a department that owns tickets), which the
 * screen also calls 'Departman' but a file must tell apart to write it back unchanged.
 */
export const STORE_TYPE_LABELS: Readonly<Record<number, string>> = {
  [STORE_TYPES.store]: 'Mağaza',
  [STORE_TYPES.department]: 'Departman',
  [STORE_TYPES.solutionUnit]: 'Çözüm Birimi',
};

/** Text left empty is null; otherwise trimmed, Unicode-normalised, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .normalize()
    .max(max, M.tooLong(max))
    .transform((value) => (value === '' ? null : value));

/** The store code: the unit's stable key in files; empty is null. */
export const ZStoreCode = optionalText(MAX_STORE_CODE_LENGTH);

export const ZStoreName = adminName(
  MAX_STORE_NAME_LENGTH,
  STORE_FIELD_MESSAGES.storeNameRequired,
  M.tooLong,
);

/** A unit type by its name ('Mağaza', 'Departman', 'Çözüm Birimi'), in any case. */
export const ZStoreTypeName = z.string().transform((value, context) => {
  const wanted = value.trim().toLocaleLowerCase('tr-TR');
  for (const [type, label] of Object.entries(STORE_TYPE_LABELS)) {
    if (label.toLocaleLowerCase('tr-TR') === wanted) return Number(type);
  }
  context.addIssue({ code: 'custom', message: STORE_FIELD_MESSAGES.storeTypeInvalid });
  return z.NEVER;
});

/** An optional e-mail address (the unit's, a manager's): valid when written. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, M.tooLong(MAX_EMAIL_LENGTH))
  .pipe(z.union([z.literal(''), z.email({ error: M.emailInvalid })], { error: M.emailInvalid }))
  .transform((value) => (value === '' ? null : value));

/** An optional phone number, stored as the customers' are: 0 and 10 digits. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), CUSTOMER_MESSAGES.phoneFormat)
  .transform((value) => (value === '' ? null : value));

/** A manager's or a person's name on a unit: optional, at most 100 characters. */
export const ZOptionalPersonName = optionalText(MAX_PERSON_NAME_LENGTH);

export const ZStoreAddress = optionalText(MAX_STORE_ADDRESS_LENGTH);
