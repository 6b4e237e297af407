import { MESSAGES } from '@ccms/contract/messages';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TRoleRow } from '@ccms/contract/organisation/roles';
import type {
  TCreatedUser,
  TPasswordLink,
  TUser,
  ZCreateUserRequest,
  ZUpdateUserRequest,
} from '@ccms/contract/organisation/schemas';
import type { TUserRow } from '@ccms/contract/organisation/users';
import type { z } from 'zod';
import type { CurrentUser } from '../../../platform/access.ts';
import { lockAccessVersion } from '../../../platform/access-version.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { inTransaction, type SealedDb } from '../../../platform/sealed-db.ts';
import type { Written } from '../../../platform/written.ts';
import { assertAdminRemains, holdsAdmin, requireAdminToTouch } from './admin-guard.ts';
import { personLabel } from './audit-fields.ts';
import type { UserDeps } from './deps.ts';
import { deliverPasswordLink } from './password-links-service.ts';
import {
  findActiveUsers,
  findUserById,
  insertUserRow,
  isEmailTaken,
  lockUserRow,
  updateUserRow,
} from './repository.ts';
import { findRoleInStoreRowsOfUser } from './roles-in-stores-repository.ts';
import { addRoleInStoreInTransaction } from './roles-in-stores-service.ts';

/** users/GetUser: one user, 404 when unknown. */
export async function getUser(db: SealedDb, id: string): Promise<TUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(M.userNotFound);
  return user;
}

/** users/GetUsersList: the active users, by name (mail group pickers offer only these). */
export function listActiveUsers(db: SealedDb): Promise<TUserRow[]> {
  return findActiveUsers(db);
}

/** users/check: whether the e-mail address belongs to a user already. */
export function isUserEmailTaken(db: SealedDb, emailAddress: string): Promise<boolean> {
  return isEmailTaken(db, emailAddress);
}

/** users/{id}/roles: the distinct roles the user holds in any unit, by name. */
export async function listRolesOfUser(db: SealedDb, userId: string): Promise<TRoleRow[]> {
  if (!(await findUserById(db, userId))) throw notFound(M.userNotFound);
  const roles = new Map<string, TRoleRow>();
  for (const link of await findRoleInStoreRowsOfUser(db, userId)) {
    roles.set(link.roleId, { id: link.roleId, name: link.roleName, roleType: link.roleType });
  }
  return [...roles.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/**
 * users/CreateUser (docs/domain.md §14.4 Users): the user (userName = name), every store-role
 * and, with the embedded sign-in provider, a one-time password link, all in one transaction. A
 * store role someone else holds at a store changes hands, as the form warned.
 */
export async function createUser(
  deps: UserDeps,
  caller: CurrentUser,
  input: z.output<typeof ZCreateUserRequest>,
): Promise<Written<TCreatedUser>> {
  const pairs = input.UserRoleInStores.map((pair) => `${pair.storeId}|${pair.roleId}`);
  if (new Set(pairs).size !== pairs.length) throw badRequest(M.repeatedStoreRole);
  return inTransaction(deps.db, async (tx) => {
    await lockAccessVersion(tx);
    if (await isEmailTaken(tx, input.user.emailAddress)) throw conflict(M.emailTaken);
    const user = await insertUserRow(tx, { ...input.user, userName: input.user.name });
    await recordAudit(tx, {
      user: caller,
      entityType: 'user',
      entityId: user.id,
      entityLabel: personLabel(user),
      action: 'create',
      before: null,
      after: user,
    });
    const messages: string[] = [M.userCreated(fullNameOf(user))];
    for (const pair of input.UserRoleInStores) {
      messages.push(...(await addRoleInStoreInTransaction(tx, caller, user.id, pair)).messages);
    }
    const delivered =
      deps.passwordPageUrl && user.isActive
        ? await deliverPasswordLink(tx, deps, caller, user, 'invitation')
        : null;
    if (delivered) messages.push(...delivered.messages);
    const passwordLink = delivered?.link ?? null;
    return {
      data: { user, rolesInStores: await findRoleInStoreRowsOfUser(tx, user.id), passwordLink },
      messages,
    };
  });
}

/** users/UpdateUser: names, e-mail address (unique) and type; userName follows the name. */
export async function updateUser(
  db: SealedDb,
  caller: CurrentUser,
  input: z.output<typeof ZUpdateUserRequest>,
): Promise<Written<TUser>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    const before = await lockUserRow(tx, input.id);
    if (!before) throw notFound(M.userNotFound);
    await requireAdminToTouch(tx, caller, { userId: before.id });
    if (await isEmailTaken(tx, input.emailAddress, before.id)) throw conflict(M.emailTaken);
    const values = {
      name: input.name,
      surname: input.surname,
      userName: input.name,
      emailAddress: input.emailAddress,
      userType: input.userType,
    };
    const unchanged = (Object.keys(values) as (keyof typeof values)[]).every(
      (key) => before[key] === values[key],
    );
    if (unchanged) return { data: before, messages: [M.userUpdated(fullNameOf(before))] };
    const after = await updateUserRow(tx, before.id, values);
    await recordAudit(tx, {
      user: caller,
      entityType: 'user',
      entityId: after.id,
      entityLabel: personLabel(after),
      action: 'update',
      before,
      after,
    });
    return { data: after, messages: [M.userUpdated(fullNameOf(after))] };
  });
}

/** How success messages name a user (docs/domain.md §20). */
const fullNameOf = (user: { name: string; surname: string }) => `${user.name} ${user.surname}`;

/**
 * users/{id}/status/{status} (docs/domain.md §14.4 Active / inactive): a deactivated user is
 * refused from their next request and sign-in on, and leaves the ticket owners list and mail
 * recipients. Nobody deactivates themselves or the last active Admin.
 */
export async function setUserStatus(
  db: SealedDb,
  caller: CurrentUser,
  input: { id: string; status: boolean },
): Promise<Written<TUser>> {
  return inTransaction(db, async (tx) => {
    await lockAccessVersion(tx);
    const before = await lockUserRow(tx, input.id);
    if (!before) throw notFound(M.userNotFound);
    if (before.isActive === input.status) return { data: before, messages: [MESSAGES.saved] };
    if (!input.status && before.id === caller.id) throw badRequest(M.notYourself);
    await requireAdminToTouch(tx, caller, { userId: before.id });
    const after = await updateUserRow(tx, before.id, { isActive: input.status });
    if (!input.status && (await holdsAdmin(tx, before.id))) await assertAdminRemains(tx);
    await recordAudit(tx, {
      user: caller,
      entityType: 'user',
      entityId: after.id,
      entityLabel: personLabel(after),
      action: 'update',
      before,
      after,
    });
    return { data: after, messages: [MESSAGES.saved] };
  });
}

/**
 * users/{id}/passwordlink: a new one-time link for an active user (older ones stop working),
 * mailed to them; the url only for an Admin (docs/domain.md §14.4).
 */
export async function createPasswordLink(
  deps: UserDeps,
  caller: CurrentUser,
  userId: string,
): Promise<Written<TPasswordLink>> {
  return inTransaction(deps.db, async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user) throw notFound(M.userNotFound);
    await requireAdminToTouch(tx, caller, { userId });
    const { link, messages } = await deliverPasswordLink(tx, deps, caller, user);
    return { data: link, messages };
  });
}
