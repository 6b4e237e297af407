import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { CurrentUser } from '../../../platform/access.ts';
import { conflict, forbidden } from '../../../platform/errors.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  countActiveAdminHolders,
  doesRoleGrantAdmin,
  doesUserHoldAdmin,
  findPermissionsOfRole,
} from './admin-repository.ts';

/**
 * Only an Admin changes who holds Admin (docs/domain.md §14.4 Admin guard): giving or taking a
 * role that grants it, or (de)activating a user who holds it. Without this, anyone with the
 * definitions menu could make themselves Admin.
 */
export async function requireAdminToTouch(
  tx: SealedDb,
  caller: CurrentUser,
  target: { roleId?: string; userId?: string },
): Promise<void> {
  if (caller.permissions.has('Admin')) return;
  const touchesAdmin =
    (target.roleId !== undefined && (await doesRoleGrantAdmin(tx, target.roleId))) ||
    (target.userId !== undefined && (await doesUserHoldAdmin(tx, target.userId)));
  if (touchesAdmin) throw forbidden(M.adminNeeded);
}

/** The permissions of `carried` the caller does not hold; none for an Admin. */
export function permissionsBeyondCaller(caller: CurrentUser, carried: readonly string[]): string[] {
  if (caller.permissions.has('Admin')) return [];
  const held: ReadonlySet<string> = caller.permissions;
  return carried.filter((permission) => !held.has(permission)).sort();
}

/**
 * A non-Admin gives a role only if they hold every permission it carries (docs/domain.md §14.4
 * Grants only of what one holds): otherwise a user manager could hand a new account, or one
 * whose password they can set, more than they have themselves.
 */
export async function requireCallerHoldsRole(
  tx: SealedDb,
  caller: CurrentUser,
  role: { id: string; name: string },
): Promise<void> {
  if (caller.permissions.has('Admin')) return;
  const missing = permissionsBeyondCaller(caller, await findPermissionsOfRole(tx, role.id));
  if (missing.length > 0) throw forbidden(M.roleBeyondCaller(role.name, missing));
}

/**
 * Refuses (409) a change, made earlier in this transaction, that left no active user holding
 * Admin: the product would have nobody left to grant it again.
 */
export async function assertAdminRemains(tx: SealedDb): Promise<void> {
  if ((await countActiveAdminHolders(tx)) === 0) throw conflict(M.lastAdmin);
}

/**
 * Whether an active user holds `Admin` through an active role: until one does, nobody is signed
 * in (docs/domain.md §16.1 The first administrator).
 */
export async function hasActiveAdministrator(db: SealedDb): Promise<boolean> {
  return (await countActiveAdminHolders(db)) > 0;
}

/** Whether the user holds Admin now (the guard runs only for changes that touch it). */
export function holdsAdmin(tx: SealedDb, userId: string): Promise<boolean> {
  return doesUserHoldAdmin(tx, userId);
}

/** Whether the role grants Admin now. */
export function grantsAdmin(tx: SealedDb, roleId: string): Promise<boolean> {
  return doesRoleGrantAdmin(tx, roleId);
}
