import { isPermission, type Permission } from '@ccms/contract/permissions';
import type { TUserRoleInStore } from '@ccms/contract/session';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { roles, userRolesInStores, users } from '../../../db/schema/index.ts';
import type { UserRecord } from '../../../platform/auth.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/*
 * The reads of signing in: the embedded identity provider's (a user by id or e-mail with the
 * password hash, the demo list, the `roles` claim) and the API's (a token's user with the union
 * of their roles' permissions and their roles in units, in one statement). sign-in-service.ts is their face.
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
  db: SealedDb,
  id: string,
): Promise<SignInUser | undefined> {
  const [user] = await unsealed(db)
    .select(signInColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return user;
}

/** The user with this e-mail address, compared case-insensitively, active or not. */
export async function findSignInUserByEmail(
  db: SealedDb,
  emailAddress: string,
): Promise<SignInUser | undefined> {
  const [user] = await unsealed(db)
    .select(signInColumns)
    .from(users)
    // lower() on both sides, as the unique index does, so Turkish letters fold alike.
    .where(sql`lower(${users.emailAddress}) = lower(${emailAddress.trim()})`);
  return user;
}

/** Active users that can sign in with a password, by name. */
export function findPasswordUsers(db: SealedDb, limit: number) {
  return unsealed(db)
    .select({ emailAddress: users.emailAddress, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.passwordHash)))
    .orderBy(asc(users.name), asc(users.surname), asc(users.emailAddress))
    .limit(limit);
}

/** Names of the active roles the user holds in any unit. */
export async function findActiveRoleNamesOfUser(db: SealedDb, userId: string): Promise<string[]> {
  const rows = await unsealed(db)
    .selectDistinct({ name: roles.name })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(and(eq(userRolesInStores.userId, userId), eq(roles.isActive, true)))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

/*
 * Correlated sub-selects of the one user read, in plain SQL: drizzle names columns without their
 * table inside a select list, which is ambiguous here (ids and names of four tables).
 */

/** The union of the user's active roles' permissions (distinct, in no order). */
const permissionsOfUser = sql<string[]>`coalesce((
  select json_agg(distinct rp.permission)
  from user_roles_in_stores urs
  join roles r on r.id = urs.role_id and r.is_active
  join role_permissions rp on rp.role_id = urs.role_id
  where urs.user_id = "users"."id"), '[]'::json)`;

/** The (role, store) pairs the user holds, by store and role name, as the session lists them. */
const rolesInStoresOfUser = sql<TUserRoleInStore[]>`coalesce((
  select json_agg(json_build_object(
    'id', urs.id, 'roleId', r.id, 'roleName', r.name, 'roleType', r.role_type,
    'storeId', s.id, 'storeName', s.name, 'storeType', s.type) order by s.name, r.name)
  from user_roles_in_stores urs
  join roles r on r.id = urs.role_id
  join stores s on s.id = urs.store_id
  where urs.user_id = "users"."id"), '[]'::json)`;

/**
 * The user with this e-mail (case-insensitive), the union of their roles' permissions and the
 * roles they hold in stores, in one statement: what authenticating a request needs.
 */
export async function findUserWithPermissionsByEmail(
  db: SealedDb,
  email: string,
): Promise<UserRecord | null> {
  const [user] = await unsealed(db)
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
      granted: permissionsOfUser,
      rolesInStores: rolesInStoresOfUser,
    })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`)
    .limit(1);
  if (!user) return null;
  const { granted, ...rest } = user;
  const permissions: Permission[] = granted.filter(isPermission);
  return { ...rest, permissions };
}
