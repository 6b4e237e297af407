import { PERMISSIONS } from '@ccms/contract/permissions';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import type { CurrentUser } from '../../platform/access.ts';
import type { UserRecord } from '../../platform/auth.ts';
import type { Database } from '../../platform/db.ts';
import { findUserWithPermissions, listSessionRolesInStores } from '../organisation/index.ts';

/** What the browser needs about the signed-in user: who, where, and what they may do. */
export async function getCurrentLoginInformation(
  db: Database,
  user: CurrentUser,
): Promise<TCurrentLoginInformation> {
  const rolesInStores = await listSessionRolesInStores(db, user.id);
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
    rolesInStores,
    // In the contract's order, so the answer is stable.
    permission: { grantedPermissions: PERMISSIONS.filter((p) => user.permissions.has(p)) },
  };
}

/** The user a token names, by e-mail, with their permissions; null when unknown (app.ts). */
export function findUserForSignIn(db: Database, email: string): Promise<UserRecord | null> {
  return findUserWithPermissions(db, email);
}
