import { isPermission, type Permission } from '@ccms/contract/permissions';
import type { TUserRoleInStore } from '@ccms/contract/session';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  rolePermissions,
  roles,
  stores,
  userRolesInStores,
  users,
} from '../../../db/schema/index.ts';
import type { UserRecord } from '../../../platform/auth.ts';
import type { Executor } from '../../../platform/db.ts';

/*
 * The reads of signing in: the embedded identity provider's (a user by id or e-mail with the
 * password hash, the demo list, the `roles` claim) and the API's (a token's user with the union
 * of their roles' permissions, the session's roles in units). sign-in-service.ts is their face.
 */

/** What the identity provider needs of a user row. */
export type SignInUser = {
  id: string;
  name: string;
  surname: string;
  emailAddress: string;
  isActive: boolean;
  ccmsIdent: string | null;
  positionIdent: string | null;
  passwordHash: string | null;
};

const signInColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  isActive: users.isActive,
  ccmsIdent: users.ccmsIdent,
  positionIdent: users.positionIdent,
  passwordHash: users.passwordHash,
};

/** The active user with this id, or undefined. */
export async function findActiveSignInUser(
  db: Executor,
  id: string,
): Promise<SignInUser | undefined> {
  const [user] = await db
    .select(signInColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return user;
}

/** The user with this e-mail address, compared case-insensitively, active or not. */
export async function findSignInUserByEmail(
  db: Executor,
  emailAddress: string,
): Promise<SignInUser | undefined> {
  const [user] = await db
    .select(signInColumns)
    .from(users)
    // lower() on both sides, as the unique index does, so Turkish letters fold alike.
    .where(sql`lower(${users.emailAddress}) = lower(${emailAddress.trim()})`);
  return user;
}

/** Active users that can sign in with a password, by name. */
export function findPasswordUsers(db: Executor, limit: number) {
  return db
    .select({ emailAddress: users.emailAddress, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.passwordHash)))
    .orderBy(asc(users.name), asc(users.surname), asc(users.emailAddress))
    .limit(limit);
}

/** Names of the active roles the user holds in any unit. */
export async function findActiveRoleNamesOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: roles.name })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(and(eq(userRolesInStores.userId, userId), eq(roles.isActive, true)))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

/** The user with this e-mail (case-insensitive) and the union of their roles' permissions. */
export async function findUserWithPermissionsByEmail(
  db: Executor,
  email: string,
): Promise<UserRecord | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      userName: users.userName,
      emailAddress: users.emailAddress,
      userType: users.userType,
      isActive: users.isActive,
      ccmsIdent: users.ccmsIdent,
      positionIdent: users.positionIdent,
    })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`)
    .limit(1);
  if (!user) return null;
  const granted = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRolesInStores)
    .innerJoin(roles, and(eq(roles.id, userRolesInStores.roleId), eq(roles.isActive, true)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRolesInStores.roleId))
    .where(eq(userRolesInStores.userId, user.id));
  const permissions: Permission[] = granted.map((row) => row.permission).filter(isPermission);
  return { ...user, permissions };
}

/** The (role, store) pairs a user holds, by store name, as the session shows them. */
export function findSessionRolesInStores(
  db: Executor,
  userId: string,
): Promise<TUserRoleInStore[]> {
  return db
    .select({
      id: userRolesInStores.id,
      roleId: roles.id,
      roleName: roles.name,
      roleType: roles.roleType,
      storeId: stores.id,
      storeName: stores.name,
      storeType: stores.type,
    })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .innerJoin(stores, eq(stores.id, userRolesInStores.storeId))
    .where(eq(userRolesInStores.userId, userId))
    .orderBy(stores.name, roles.name);
}
