import type { UserRecord } from '../../../platform/auth.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  findActiveRoleNamesOfUser,
  findActiveSignInUser,
  findPasswordUsers,
  findSignInUserByEmail,
  findUserWithPermissionsByEmail,
  type SignInUser,
} from './sign-in-repository.ts';

export type { SignInUser } from './sign-in-repository.ts';

/*
 * Who signs in, for the embedded identity provider (idp/) and the session module, through
 * index.ts: the users, their roles and permissions are this module's rows.
 */

/** A user on the sign-in page's demo list. */
export type DemoUser = { emailAddress: string; fullName: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The active user with this id, or undefined (also for ids that are not uuids). */
export async function findActiveUserById(
  db: SealedDb,
  id: string,
): Promise<SignInUser | undefined> {
  if (!UUID.test(id)) return undefined;
  return findActiveSignInUser(db, id);
}

/** The user with this e-mail address, compared case-insensitively, active or not. */
export function findUserByEmail(
  db: SealedDb,
  emailAddress: string,
): Promise<SignInUser | undefined> {
  return findSignInUserByEmail(db, emailAddress);
}

/** Active users that can sign in with a password, for the sign-in page's demo list. */
export async function listDemoUsers(db: SealedDb, limit: number): Promise<DemoUser[]> {
  const rows = await findPasswordUsers(db, limit);
  return rows.map((r) => ({ emailAddress: r.emailAddress, fullName: `${r.name} ${r.surname}` }));
}

/** Names of the active roles the user holds in any unit, for the `roles` claim. */
export function listRoleNamesOfUser(db: SealedDb, userId: string): Promise<string[]> {
  return findActiveRoleNamesOfUser(db, userId);
}

/** The user a token names, by e-mail, with their permissions; null when unknown. */
export function findUserWithPermissions(db: SealedDb, email: string): Promise<UserRecord | null> {
  return findUserWithPermissionsByEmail(db, email);
}
