import type { Clock } from '../../../platform/clock.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';

/**
 * What the users administration needs: the database (sealed: queries go through the
 * repositories), the time, where the embedded sign-in
 * provider's set-password page lives (null when an external issuer keeps the passwords), and the
 * business time zone the password mail states the link's expiry in.
 */
export type UserDeps = {
  db: SealedDb;
  clock: Clock;
  passwordPageUrl: string | null;
  timeZone: string;
};
