import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type { Permission } from '@ccms/contract/permissions';
import { and, eq, ne, sql } from 'drizzle-orm';
import { rolePermissions, roles } from '../../../db/schema/index.ts';
import { hasSameName } from '../../../db/unique-names.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const roleColumns = { id: roles.id, name: roles.name, roleType: roles.roleType };

/**
 * Serialises role name writes until the transaction ends: names are unique compared the
 * Turkish way, which the plain unique index does not hold.
 */
export async function lockRoleNames(tx: SealedDb): Promise<void> {
  await unsealed(tx).execute(sql`select pg_advisory_xact_lock(hashtext('role-names'))`);
}

/** Whether a role other than `exceptId`, active or not, has the name (Turkish-insensitive). */
export async function isRoleNameTaken(
  db: SealedDb,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: roles.id })
    .from(roles)
    .where(and(hasSameName(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertRoleRow(
  tx: SealedDb,
  values: { name: string; roleType: number },
): Promise<TRoleRow> {
  const [row] = await unsealed(tx).insert(roles).values(values).returning(roleColumns);
  return row!;
}

/** An active role locked for the rest of the transaction, or null. */
export async function lockActiveRole(tx: SealedDb, id: string): Promise<TRoleRow | null> {
  const [row] = await unsealed(tx)
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.isActive, true)))
    .for('update');
  return row ?? null;
}

/** An active role, or null. */
export async function findActiveRole(db: SealedDb, id: string): Promise<TRoleRow | null> {
  const [row] = await unsealed(db)
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.isActive, true)));
  return row ?? null;
}

export async function updateRoleRow(
  tx: SealedDb,
  id: string,
  values: { name: string; roleType: number },
): Promise<TRoleRow> {
  const [row] = await unsealed(tx)
    .update(roles)
    .set(values)
    .where(eq(roles.id, id))
    .returning(roleColumns);
  return row!;
}

/** The permission names stored for the role (unknown names included; the service filters). */
export async function findRolePermissionNames(db: SealedDb, roleId: string): Promise<string[]> {
  const rows = await unsealed(db)
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission);
}

export async function insertRolePermission(
  tx: SealedDb,
  roleId: string,
  permission: Permission,
): Promise<void> {
  await unsealed(tx).insert(rolePermissions).values({ roleId, permission }).onConflictDoNothing();
}

export async function deleteRolePermission(
  tx: SealedDb,
  roleId: string,
  permission: Permission,
): Promise<void> {
  await unsealed(tx)
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permission, permission)));
}
