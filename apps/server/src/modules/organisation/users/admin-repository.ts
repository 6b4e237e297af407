import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { rolePermissions, roles, userRolesInStores, users } from '../../../db/schema/index.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const ADMIN = 'Admin';

/** Active users holding `Admin` through an active role (docs/domain.md §14.4 Last Admin). */
export async function countActiveAdminHolders(db: SealedDb): Promise<number> {
  const [row] = await unsealed(db)
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
export async function doesRoleGrantAdmin(db: SealedDb, roleId: string): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ one: sql<number>`1` })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permission, ADMIN)));
  return row !== undefined;
}

/** Whether the user holds `Admin` through an active role. */
export async function doesUserHoldAdmin(db: SealedDb, userId: string): Promise<boolean> {
  const [row] = await unsealed(db)
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
export async function findPermissionsOfRole(db: SealedDb, roleId: string): Promise<string[]> {
  const rows = await unsealed(db)
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission);
}
