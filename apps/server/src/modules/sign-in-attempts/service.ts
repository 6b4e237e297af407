import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { SignInReason, TSignInAttempt } from '@ccms/contract/sign-in-attempts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { findSignInAttemptPage, insertSignInAttempt, SIGN_IN_ATTEMPT_LIST } from './repository.ts';

/** What the sign-in provider tells about one attempt (docs/domain.md §9, "Sign-in records"). */
export type SignInAttempt = {
  at: Date;
  accountName: string;
  userId: string | null;
  clientAddress: string;
  reason: SignInReason;
};

/** Records one password sign-in attempt; the account name is kept as typed, trimmed. */
export async function recordSignInAttempt(db: SealedDb, attempt: SignInAttempt): Promise<void> {
  await insertSignInAttempt(db, {
    createdAt: attempt.at,
    accountName: attempt.accountName.trim().slice(0, 320),
    userId: attempt.userId,
    clientAddress: attempt.clientAddress,
    isSuccessful: attempt.reason === 'success',
    reason: attempt.reason,
  });
}

/** One page of attempts, newest first unless asked otherwise. */
export async function listSignInAttempts(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TSignInAttempt>> {
  const query = compileListQuery(SIGN_IN_ATTEMPT_LIST, formatter);
  const { rows, total } = await findSignInAttemptPage(db, query);
  const items = rows.map(
    ({ createdAt, reason, ...row }): TSignInAttempt => ({
      ...row,
      createdDate: createdAt.toISOString(),
      reason: reason as SignInReason,
    }),
  );
  return toPaged(items, total, query.pageNumber);
}
