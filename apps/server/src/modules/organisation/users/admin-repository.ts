import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { rolePermissions, roles, userRolesInStores, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/db.ts';

const ADMIN = 'Admin';

/** Active users holding `Admin` through an active role (docs/domain.md §14.4 Last Admin). */
export async function countActiveAdminHolders(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(users.id) })
    .from(users)
    .innerJoin(userRolesInStores, eq(userRolesInStores.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRolesInStores.roleId), eq(roles.isActive, true)))
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, ADMIN)),
    )
    .where(eq(users.isActive, true));
  return row?.n ?? 0;
}

/** Whether the role grants `Admin`. */
export async function doesRoleGrantAdmin(db: Executor, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permission, ADMIN)));
  return row !== undefined;
}

/** Whether the user holds `Admin` through an active role. */
export async function doesUserHoldAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRolesInStores)
    .innerJoin(roles, and(eq(roles.id, userRolesInStores.roleId), eq(roles.isActive, true)))
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, ADMIN)),
    )
    .where(eq(userRolesInStores.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The permissions the role carries (whatever the caller's grants check compares). */
export async function findPermissionsOfRole(db: Executor, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission);
}
