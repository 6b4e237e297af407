import type { Clock } from '../platform/clock.ts';
import type { Executor } from '../platform/db.ts';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  accountKey,
  addressKey,
  blockMillisAfter,
  type LimitRule,
  tryAgainMessage,
} from './sign-in-limits.ts';
import {
  blockUntil,
  countFailure,
  deleteThrottle,
  deleteThrottlesOlderThan,
  findThrottles,
} from './sign-in-limits-repository.ts';

type GuardDeps = { db: Executor; clock: Clock; timeZone: string };
type Attempt = { email: string; address: string };

/** Why a password form is refused before its password is checked. */
export type SignInBlock = { message: string; retryAfterSeconds: number };

const MINUTE = 60_000;
const FORGET_ALL_AFTER_MINUTES = Math.max(
  ACCOUNT_RULE.forgetAfterMinutes,
  ADDRESS_RULE.forgetAfterMinutes,
);

const keysOf = (attempt: Attempt): [string, LimitRule][] => [
  [accountKey(attempt.email), ACCOUNT_RULE],
  [addressKey(attempt.address), ADDRESS_RULE],
];

/**
 * The block on this account name or this address, the later of the two, if any. Asked before the
 * password is checked, the same way for known and unknown accounts (docs/domain.md §9).
 */
export async function findSignInBlock(
  deps: GuardDeps,
  attempt: Attempt,
): Promise<SignInBlock | undefined> {
  const now = deps.clock.now();
  const rows = await findThrottles(
    deps.db,
    keysOf(attempt).map(([key]) => key),
  );
  const until = rows
    .map((row) => row.blockedUntil)
    .filter((at): at is Date => at !== null && at > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (!until) return undefined;
  return {
    message: tryAgainMessage(until, now, deps.timeZone),
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

/** Counts a wrong password (or an unknown account) against the account name and the address. */
export async function countFailedSignIn(deps: GuardDeps, attempt: Attempt): Promise<void> {
  const now = deps.clock.now();
  for (const [key, rule] of keysOf(attempt)) {
    const forgetBefore = new Date(now.getTime() - rule.forgetAfterMinutes * MINUTE);
    const failures = await countFailure(deps.db, key, now, forgetBefore);
    const millis = blockMillisAfter(rule, failures);
    if (millis > 0) await blockUntil(deps.db, key, new Date(now.getTime() + millis));
  }
  await deleteThrottlesOlderThan(
    deps.db,
    new Date(now.getTime() - FORGET_ALL_AFTER_MINUTES * MINUTE),
  );
}

/** A successful sign-in clears its account's count; the address keeps its own. */
export async function clearAccountFailures(deps: GuardDeps, email: string): Promise<void> {
  await deleteThrottle(deps.db, accountKey(email));
}
