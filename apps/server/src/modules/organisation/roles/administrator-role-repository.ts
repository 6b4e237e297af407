import { and, asc, eq, inArray } from 'drizzle-orm';
import { rolePermissions, roles } from '../../../db/schema/index.ts';
import { turkishOrder } from '../../../db/turkish-lower.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/**
 * The first active role of the given types (by name) that grants `Admin`, or null: the role the
 * first administrator is given when the database has one (docs/domain.md §16.1).
 */
export async function findActiveAdminRole(db: SealedDb, roleTypes: readonly number[]) {
  const [row] = await unsealed(db)
    .select({ id: roles.id, name: roles.name, roleType: roles.roleType })
    .from(roles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, 'Admin')),
    )
    .where(and(eq(roles.isActive, true), inArray(roles.roleType, [...roleTypes])))
    .orderBy(asc(turkishOrder(roles.name)), asc(roles.id))
    .limit(1);
  return row ?? null;
}

/** Gives the role every permission in the list (the ones it has are left as they are). */
export async function insertRolePermissions(
  tx: SealedDb,
  roleId: string,
  permissions: readonly string[],
): Promise<void> {
  await unsealed(tx)
    .insert(rolePermissions)
    .values(permissions.map((permission) => ({ roleId, permission })))
    .onConflictDoNothing();
}
