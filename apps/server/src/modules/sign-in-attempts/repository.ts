import { PAGE_SIZES } from '@ccms/contract/constants';
import { SIGN_IN_ATTEMPT_FILTERS, SIGN_IN_ATTEMPT_SORTABLE } from '@ccms/contract/sign-in-attempts';
import { count, eq, sql } from 'drizzle-orm';
import { signInAttempts, users } from '../../db/schema/index.ts';
import { type CompiledListQuery, defineList } from '../../platform/query-format.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { unsealed } from '../../platform/unseal-db.ts';

export type SignInAttemptRow = typeof signInAttempts.$inferInsert;

export async function insertSignInAttempt(db: SealedDb, row: SignInAttemptRow): Promise<void> {
  await unsealed(db).insert(signInAttempts).values(row);
}

/** The whitelist of signinattempts/list: account name, success and the date range. */
export const SIGN_IN_ATTEMPT_LIST = defineList({
  filters: SIGN_IN_ATTEMPT_FILTERS,
  sortable: SIGN_IN_ATTEMPT_SORTABLE,
  columns: {
    accountName: signInAttempts.accountName,
    isSuccessful: signInAttempts.isSuccessful,
    createdDate: signInAttempts.createdAt,
  },
  overrides: {
    accountName: { type: 'string' },
    isSuccessful: { type: 'boolean' },
    createdDate: { type: 'date' },
  },
  defaultSort: [{ property: 'createdDate', direction: 1 }],
  tieBreaker: signInAttempts.id,
  defaultPageSize: PAGE_SIZES.signInAttempts,
});

/** One page of attempts with the named user's full name, and the total. */
export async function findSignInAttemptPage(db: SealedDb, query: CompiledListQuery) {
  const [rows, [total]] = await Promise.all([
    unsealed(db)
      .select({
        id: signInAttempts.id,
        createdAt: signInAttempts.createdAt,
        accountName: signInAttempts.accountName,
        userId: signInAttempts.userId,
        userFullName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
        clientAddress: signInAttempts.clientAddress,
        isSuccessful: signInAttempts.isSuccessful,
        reason: signInAttempts.reason,
      })
      .from(signInAttempts)
      .leftJoin(users, eq(users.id, signInAttempts.userId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    unsealed(db).select({ n: count() }).from(signInAttempts).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
