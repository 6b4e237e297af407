import { USER_TYPES } from '@ccms/contract/constants';
import type { TUser } from '@ccms/contract/organisation/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import type { SealedTx } from '../../../platform/sealed-db.ts';
import { personLabel } from './audit-fields.ts';
import { insertUserRow, lockUserRow, updateUserRow } from './repository.ts';
import { roleInStoreExists } from './roles-in-stores-repository.ts';
import { addRoleInStoreInTransaction } from './roles-in-stores-service.ts';
import { findSignInUserByEmail } from './sign-in-repository.ts';

/** What `provideAdministratorUser` found or changed. */
export type AdministratorUser = {
  user: TUser;
  isNew: boolean;
  wasActivated: boolean;
  isRoleNew: boolean;
};

/**
 * The first administrator's user (docs/domain.md §16.1), in the caller's transaction: the user
 * with this e-mail address (compared as the unique index does, so a second run never makes a
 * second user), else a new one (its names as given, a retailer user, no password); activated
 * when inactive; given the role at the unit unless it holds it there already. Its other roles and
 * its names stay as they are. Every change is in the audit log.
 */
export async function provideAdministratorUser(
  tx: SealedTx,
  caller: CurrentUser,
  person: { name: string; surname: string; emailAddress: string },
  pair: { roleId: string; storeId: string },
): Promise<AdministratorUser> {
  const known = await findSignInUserByEmail(tx, person.emailAddress);
  let user = known ? await lockUserRow(tx, known.id) : null;
  const isNew = user === null;
  let wasActivated = false;
  if (!user) {
    user = await insertUserRow(tx, {
      ...person,
      userName: person.name,
      userType: USER_TYPES.retailer,
      isActive: true,
    });
    await recordAudit(tx, {
      user: caller,
      entityType: 'user',
      entityId: user.id,
      entityLabel: personLabel(user),
      action: 'create',
      before: null,
      after: user,
    });
  } else if (!user.isActive) {
    const before = user;
    user = await updateUserRow(tx, user.id, { isActive: true });
    wasActivated = true;
    await recordAudit(tx, {
      user: caller,
      entityType: 'user',
      entityId: user.id,
      entityLabel: personLabel(user),
      action: 'update',
      before,
      after: user,
    });
  }
  const isRoleNew = !(await roleInStoreExists(tx, { userId: user.id, ...pair }));
  if (isRoleNew) await addRoleInStoreInTransaction(tx, caller, user.id, pair);
  return { user, isNew, wasActivated, isRoleNew };
}
