import { MESSAGES } from '@ccms/contract/messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import { doesRoleFitUnit, hasSingleHolder } from '@ccms/contract/organisation/rules';
import type { TRoleInStoreInput, TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { inTransaction, type SealedDb, type SealedTx } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import {
  assertAdminRemains,
  grantsAdmin,
  requireAdminToTouch,
  requireCallerHoldsRole,
} from './admin-guard.ts';
import { linkAuditEntry } from './audit-fields.ts';
import { findUserById } from './repository.ts';
import {
  deleteRoleInStoreRow,
  findOtherHolders,
  findRoleForRoleInStore,
  findRoleInStoreRow,
  findRoleInStoreRowsOfUser,
  insertRoleInStore,
  lockStoreForRolesInStores,
  roleInStoreExists,
} from './roles-in-stores-repository.ts';

/**
 * Gives the user the role at the unit, inside the caller's transaction: the unit and role must
 * be active and fit each other, the link new. At a store, the role's previous holder loses it
 * first (docs/domain.md §1 User role in store); the answer's messages say whose role went.
 */
export async function addRoleInStoreInTransaction(
  tx: SealedTx,
  caller: CurrentUser,
  userId: string,
  input: Required<TRoleInStoreInput>,
): Promise<Written<TUserRoleInStoreRow>> {
  const store = await lockStoreForRolesInStores(tx, input.storeId);
  if (!store) throw notFound(M.storeNotFound);
  if (!store.isActive) throw badRequest(M.inactiveStore);
  const role = await findRoleForRoleInStore(tx, input.roleId);
  if (!role?.isActive) throw notFound(M.roleNotFound);
  if (!doesRoleFitUnit(role.roleType, store.type)) throw badRequest(M.roleTypeMismatch);
  if (await roleInStoreExists(tx, { userId, ...input })) throw conflict(M.roleInStoreExists);
  await requireAdminToTouch(tx, caller, { roleId: role.id });
  await requireCallerHoldsRole(tx, caller, role);

  const messages: string[] = [];
  if (hasSingleHolder(store.type)) {
    const previous = await findOtherHolders(tx, { ...input, exceptUserId: userId });
    for (const link of previous) {
      await deleteRoleInStoreRow(tx, link.id);
      await recordAudit(tx, linkAuditEntry(caller, link, 'delete'));
      messages.push(
        M.storeRoleTakenFrom(`${link.userName} ${link.userSurname}`, store.name, role.name),
      );
    }
  }
  const id = await insertRoleInStore(tx, { userId, ...input });
  const link = (await findRoleInStoreRow(tx, id))!;
  await recordAudit(tx, linkAuditEntry(caller, link, 'create'));
  return { data: link, messages };
}

/** users/{userId}/rolesinstores: one more role at a unit for an active user. */
export async function addRoleInStore(
  db: SealedDb,
  caller: CurrentUser,
  userId: string,
  input: Required<TRoleInStoreInput>,
): Promise<Written<TUserRoleInStoreRow>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    const user = await findUserById(tx, userId);
    if (!user) throw notFound(M.userNotFound);
    if (!user.isActive) throw badRequest(M.inactiveUserLink);
    const { data, messages } = await addRoleInStoreInTransaction(tx, caller, userId, input);
    return { data, messages: [MESSAGES.saved, ...messages] };
  });
}

/**
 * DELETE users/{id}/rolesinstores/{id2}: the user loses that role at that unit. Taking the last
 * active Admin's Admin role is refused (docs/domain.md §14.4 Last Admin).
 */
export async function deleteRoleInStore(
  db: SealedDb,
  caller: CurrentUser,
  userId: string,
  linkId: string,
): Promise<Written<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    const link = await findRoleInStoreRow(tx, linkId);
    if (!link || link.userId !== userId) throw notFound(M.linkNotFound);
    await requireAdminToTouch(tx, caller, { roleId: link.roleId });
    await deleteRoleInStoreRow(tx, link.id);
    if (await grantsAdmin(tx, link.roleId)) await assertAdminRemains(tx);
    await recordAudit(tx, linkAuditEntry(caller, link, 'delete'));
    return { data: { id: link.id }, messages: [MESSAGES.saved] };
  });
}

/** users/{id}/rolesinstores: the user's roles in units (404 for an unknown user). */
export async function listRolesInStoresOfUser(
  db: SealedDb,
  userId: string,
): Promise<TUserRoleInStoreRow[]> {
  if (!(await findUserById(db, userId))) throw notFound(M.userNotFound);
  return findRoleInStoreRowsOfUser(db, userId);
}
