import { DEMO_ADMINISTRATOR_EMAIL } from '@ccms/contract/setup';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import type { Clock } from '../../../platform/clock.ts';
import { inTransaction, type SealedDb } from '../../../platform/sealed-db.ts';
import { SYSTEM_CALLER } from '../../../platform/system-user.ts';
import { provideAdministratorRole } from '../roles/index.ts';
import { provideAdministratorUnit } from '../stores/index.ts';
import {
  type AdministratorUser,
  findUserByEmail,
  hasActiveAdministrator,
  issueOperatorPasswordLink,
  provideAdministratorUser,
} from '../users/index.ts';

/**
 * The database, the time, and where the embedded provider's set-password page lives (null with
 * an external issuer, which keeps the passwords).
 */
export type FirstAdministratorDeps = { db: SealedDb; clock: Clock; passwordPageUrl: string | null };

/** What `npm run admin:create` did, for its report. */
export type FirstAdministrator = AdministratorUser & {
  role: { name: string; isNew: boolean };
  unit: { name: string; isNew: boolean };
  /** The one-time link with the embedded sign-in provider; null with an external one. */
  passwordLink: { url: string; expiresAt: string } | null;
};

/**
 * `npm run admin:create` (docs/domain.md §16.1 The first administrator), in one transaction: a
 * role that grants Admin (found or made), a unit it is held at (found or made), the user (found
 * by e-mail or made; activated) holding that role there, and with the embedded sign-in provider
 * a one-time password link. Run again for the same e-mail it makes nothing twice and answers a
 * new link (the older one stops working). Everything is audited as the system user.
 */
export function createFirstAdministrator(
  deps: FirstAdministratorDeps,
  person: { name: string; surname: string; emailAddress: string },
): Promise<FirstAdministrator> {
  return inTransaction(deps.db, async (tx) => {
    await lockAccessVersion(tx);
    const role = await provideAdministratorRole(tx, SYSTEM_CALLER);
    const unit = await provideAdministratorUnit(tx, SYSTEM_CALLER, role.id);
    const provided = await provideAdministratorUser(tx, SYSTEM_CALLER, person, {
      roleId: role.id,
      storeId: unit.id,
    });
    const passwordLink = deps.passwordPageUrl
      ? await issueOperatorPasswordLink(tx, deps, SYSTEM_CALLER, provided.user)
      : null;
    return {
      ...provided,
      role: { name: role.name, isNew: role.isNew },
      unit: { name: unit.name, isNew: unit.isNew },
      passwordLink,
    };
  });
}

/** Whether anyone can be signed in yet: an active user holds Admin. */
export function isAdministratorPresent(db: SealedDb): Promise<boolean> {
  return hasActiveAdministrator(db);
}

/** Whether the database holds the demo data: its administrator's row is active. */
export async function isDemoDataPresent(db: SealedDb): Promise<boolean> {
  return (await findUserByEmail(db, DEMO_ADMINISTRATOR_EMAIL))?.isActive === true;
}
