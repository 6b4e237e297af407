import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { roles, userRolesInStores, users } from '../db/schema/organisation.ts';
import type { Executor } from '../platform/db.ts';

/** What the identity provider needs of a user row. */
export type IdpUser = {
  id: string;
  name: string;
  surname: string;
  emailAddress: string;
  isActive: boolean;
  ccmsIdent: string | null;
  positionIdent: string | null;
  passwordHash: string | null;
};

export type DemoUser = { emailAddress: string; fullName: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idpColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  isActive: users.isActive,
  ccmsIdent: users.ccmsIdent,
  positionIdent: users.positionIdent,
  passwordHash: users.passwordHash,
};

/** The active user with this id, or undefined (also for ids that are not uuids). */
export async function findActiveUserById(db: Executor, id: string): Promise<IdpUser | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await db
    .select(idpColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return user;
}

/** The user with this e-mail address, compared case-insensitively, active or not. */
export async function findUserByEmail(
  db: Executor,
  emailAddress: string,
): Promise<IdpUser | undefined> {
  const [user] = await db
    .select(idpColumns)
    .from(users)
    // lower() on both sides, as the unique index does, so Turkish letters fold alike.
    .where(sql`lower(${users.emailAddress}) = lower(${emailAddress.trim()})`);
  return user;
}

/** Active users that can sign in with a password, for the sign-in page's demo list. */
export async function listDemoUsers(db: Executor, limit: number): Promise<DemoUser[]> {
  const rows = await db
    .select({ emailAddress: users.emailAddress, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.passwordHash)))
    .orderBy(asc(users.name), asc(users.surname), asc(users.emailAddress))
    .limit(limit);
  return rows.map((r) => ({ emailAddress: r.emailAddress, fullName: `${r.name} ${r.surname}` }));
}

/** Names of the active roles the user holds in any unit, for the `roles` claim. */
export async function findRoleNames(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: roles.name })
    .from(userRolesInStores)
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .where(and(eq(userRolesInStores.userId, userId), eq(roles.isActive, true)))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}
