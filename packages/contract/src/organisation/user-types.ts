import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';

/** The user types by the users screen's names (docs/domain.md §1 User). */
export const USER_TYPE_LABELS: Readonly<Record<number, string>> = {
  [USER_TYPES.retailer]: 'Perakende',
  [USER_TYPES.callCentre]: 'Çağrı Merkezi İş Ortağı',
};

export const USER_TYPE_NAME_INVALID = 'Perakende ya da Çağrı Merkezi İş Ortağı yazmalısınız.';

/**
 * A user type by its name, in any case; empty is Perakende, as users/CreateUser takes a user
 * sent without a type.
 */
export const ZUserTypeName = z.string().transform((value, context) => {
  const wanted = value.trim().toLocaleLowerCase('tr-TR');
  if (wanted === '') return USER_TYPES.retailer;
  for (const [type, label] of Object.entries(USER_TYPE_LABELS)) {
    if (label.toLocaleLowerCase('tr-TR') === wanted) return Number(type);
  }
  context.addIssue({ code: 'custom', message: USER_TYPE_NAME_INVALID });
  return z.NEVER;
});
