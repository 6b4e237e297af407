import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db.ts';

/**
 * What the users administration needs: the database, the time, and where the embedded sign-in
 * provider's set-password page lives (null when an external issuer keeps the passwords).
 */
export type UserDeps = { db: Database; clock: Clock; passwordPageUrl: string | null };
