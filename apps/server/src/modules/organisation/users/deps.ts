import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db.ts';

/**
 * What the users administration needs: the database, the time, where the embedded sign-in
 * provider's set-password page lives (null when an external issuer keeps the passwords), and the
 * business time zone the password mail states the link's expiry in.
 */
export type UserDeps = {
  db: Database;
  clock: Clock;
  passwordPageUrl: string | null;
  timeZone: string;
};
