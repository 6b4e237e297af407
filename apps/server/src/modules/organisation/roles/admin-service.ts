import { MESSAGES } from '@ccms/contract/messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type {
  TRolePermissions,
  TUserRoleInStoreRow,
  ZCreateRoleRequest,
  ZRolePermissionChange,
  ZUpdateRoleRequest,
} from '@ccms/contract/organisation/schemas';
import { isPermission, PERMISSIONS } from '@ccms/contract/permissions';
import type { z } from 'zod';
import type { CurrentUser } from '../../../platform/access.ts';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import {
  assertAdminRemains,
  countHoldersOfRole,
  listHoldersOfRole,
  permissionsBeyondCaller,
  requireAdminToTouch,
} from '../users/index.ts';
import {
  deleteRolePermission,
  findActiveRole,
  findRolePermissionNames,
  insertRolePermission,
  insertRoleRow,
  isRoleNameTaken,
  lockActiveRole,
  lockRoleNames,
  updateRoleRow,
} from './admin-repository.ts';

/**
 * roles/createrole (docs/domain.md §14.4 Roles): a name no other role has; department by
 * default.
 */
export async function createRole(
  db: SealedDb,
  caller: CurrentUser,
  input: z.output<typeof ZCreateRoleRequest>,
): Promise<Written<TRoleRow>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    await lockRoleNames(tx);
    if (await isRoleNameTaken(tx, input.name)) throw conflict(M.roleNameTaken);
    const role = await insertRoleRow(tx, input);
    await recordAudit(tx, {
      user: caller,
      entityType: 'role',
      entityId: role.id,
      entityLabel: role.name,
      action: 'create',
      before: null,
      after: role,
    });
    return { data: role, messages: [MESSAGES.saved] };
  });
}

/** roles/updaterole: a new name, and a new type while no unit holds the role. */
export async function updateRole(
  db: SealedDb,
  caller: CurrentUser,
  input: z.output<typeof ZUpdateRoleRequest>,
): Promise<Written<TRoleRow>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    await lockRoleNames(tx);
    const before = await lockActiveRole(tx, input.id);
    if (!before) throw notFound(M.roleNotFound);
    if (before.name === input.name && before.roleType === input.roleType) {
      return { data: before, messages: [MESSAGES.saved] };
    }
    await requireAdminToTouch(tx, caller, { roleId: before.id });
    if (await isRoleNameTaken(tx, input.name, before.id)) throw conflict(M.roleNameTaken);
    if (before.roleType !== input.roleType && (await countHoldersOfRole(tx, before.id)) > 0) {
      throw conflict(M.roleTypeLocked);
    }
    const after = await updateRoleRow(tx, before.id, input);
    await recordAudit(tx, {
      user: caller,
      entityType: 'role',
      entityId: after.id,
      entityLabel: after.name,
      action: 'update',
      before,
      after,
    });
    return { data: after, messages: [MESSAGES.saved] };
  });
}

/** roles/{id}/rolesinstores: the role's holders by unit (404 for an unknown role). */
export async function listRoleHolders(
  db: SealedDb,
  roleId: string,
): Promise<TUserRoleInStoreRow[]> {
  if (!(await findActiveRole(db, roleId))) throw notFound(M.roleNotFound);
  return listHoldersOfRole(db, roleId);
}

async function permissionsOf(db: SealedDb, roleId: string): Promise<TRolePermissions> {
  const stored = new Set((await findRolePermissionNames(db, roleId)).filter(isPermission));
  // In the contract's order, so the panel and the answer are stable.
  return { roleId, permissions: PERMISSIONS.filter((permission) => stored.has(permission)) };
}

/** roles/{id}/permissions (GET): what the role grants. */
export async function getRolePermissions(db: SealedDb, roleId: string): Promise<TRolePermissions> {
  if (!(await findActiveRole(db, roleId))) throw notFound(M.roleNotFound);
  return permissionsOf(db, roleId);
}

/**
 * roles/{id}/permissions (POST, Admin only): grants or revokes one permission. Holders feel it
 * on their next request (docs/domain.md §1 User cache); the last active Admin keeps Admin.
 */
export async function changeRolePermission(
  db: SealedDb,
  caller: CurrentUser,
  roleId: string,
  change: z.output<typeof ZRolePermissionChange>,
): Promise<Written<TRolePermissions>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    const role = await lockActiveRole(tx, roleId);
    if (!role) throw notFound(M.roleNotFound);
    const before = await permissionsOf(tx, roleId);
    if (before.permissions.includes(change.permission) === change.isGranted) {
      return { data: before, messages: [MESSAGES.saved] };
    }
    // The route asks for Admin; the service keeps the grants rule on its own (docs/domain.md
    // §14.4 Grants only of what one holds): the role after the change must be within the caller.
    const after = change.isGranted
      ? [...before.permissions, change.permission]
      : before.permissions.filter((permission) => permission !== change.permission);
    const missing = permissionsBeyondCaller(caller, after);
    if (missing.length > 0) throw forbidden(M.roleBeyondCaller(role.name, missing));
    if (change.isGranted) await insertRolePermission(tx, roleId, change.permission);
    else await deleteRolePermission(tx, roleId, change.permission);
    if (!change.isGranted && change.permission === 'Admin') await assertAdminRemains(tx);
    const fields = { roleId, permission: change.permission };
    await recordAudit(tx, {
      user: caller,
      entityType: 'rolePermission',
      entityId: `${roleId}:${change.permission}`,
      entityLabel: `${role.name} - ${change.permission}`,
      action: change.isGranted ? 'create' : 'delete',
      before: change.isGranted ? null : fields,
      after: change.isGranted ? fields : null,
    });
    const message = change.isGranted
      ? M.permissionGranted(change.permission, role.name)
      : M.permissionRevoked(change.permission, role.name);
    return { data: await permissionsOf(tx, roleId), messages: [MESSAGES.saved, message] };
  });
}
