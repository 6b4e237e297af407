import { PERMISSIONS } from '@ccms/contract/permissions';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import type { CurrentUser } from '../../platform/access.ts';
import type { UserRecord } from '../../platform/auth.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { findUserWithPermissions } from '../organisation/index.ts';

/**
 * What the browser needs about the signed-in user: who, where, and what they may do; the roles
 * in stores come with the user from authentication (platform/auth.ts), read with it.
 */
export function getCurrentLoginInformation(user: CurrentUser): TCurrentLoginInformation {
  return {
    user: {
      id: user.id,
      name: user.name,
      surname: user.surname,
      userName: user.userName,
      emailAddress: user.emailAddress,
      userType: user.userType,
      ccmsIdent: user.ccmsIdent,
      positionIdent: user.positionIdent,
    },
    rolesInStores: [...user.rolesInStores],
    // In the contract's order, so the answer is stable.
    permission: { grantedPermissions: PERMISSIONS.filter((p) => user.permissions.has(p)) },
  };
}

/** The user a token names, by e-mail, with their permissions; null when unknown (app.ts). */
export function findUserForSignIn(db: SealedDb, email: string): Promise<UserRecord | null> {
  return findUserWithPermissions(db, email);
}
