import { isPermission, type Permission } from '@ccms/contract/permissions';
import type { TUserRoleInStore } from '@ccms/contract/session';
import { and, eq, sql } from 'drizzle-orm';
import { rolePermissions, roles, stores, userRolesInStores, users } from '../../db/schema/index.ts';
import type { UserRecord } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';

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

/** The (role, store) pairs a user holds, by store name. */
export async function findRolesInStoresOfUser(
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
