import { z } from 'zod';

/**
 * Why a password sign-in at the embedded provider ended as it did (docs/domain.md §9, "Sign-in
 * records"), with the label the administrator's screen shows.
 */
export const SIGN_IN_REASONS = {
  success: 'Başarılı',
  wrongPassword: 'Parola hatalı',
  unknownAccount: 'Hesap bulunamadı',
  inactiveUser: 'Hesap pasif',
  blocked: 'Çok fazla deneme, bekletildi',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;
export const SIGN_IN_REASON_KEYS = Object.keys(SIGN_IN_REASONS) as SignInReason[];

/**
 * signinattempts/list filters: the account name typed (contains), success (equal) and a
 * createdDate range (greatherThanOrEqual / lessThanOrEqual, YYYY.MM.DD HH:mm).
 */
export const SIGN_IN_ATTEMPT_FILTERS = {
  accountName: 'contains',
  isSuccessful: 'equal',
  createdDate: 'equal',
} as const;
export const SIGN_IN_ATTEMPT_SORTABLE = ['createdDate'] as const;

/** One password sign-in attempt; `userId` and `userFullName` are null for an unknown account. */
export const ZSignInAttempt = z.object({
  id: z.string().uuid(),
  createdDate: z.string(),
  accountName: z.string(),
  userId: z.string().uuid().nullable(),
  userFullName: z.string().nullable(),
  clientAddress: z.string(),
  isSuccessful: z.boolean(),
  reason: z.enum(SIGN_IN_REASON_KEYS as [SignInReason, ...SignInReason[]]),
});
export type TSignInAttempt = z.infer<typeof ZSignInAttempt>;
