import { z } from 'zod';
import { adminName } from '../admin-name.ts';
import { USER_TYPES } from '../constants.ts';
import { PERMISSIONS } from '../permissions.ts';
import { exceptTooBig } from '../validation-messages.ts';
import { ORGANISATION_MESSAGES as M } from './messages.ts';
import { ZUserRow } from './users.ts';

/** The all-zero uuid a select sends for "nothing chosen" counts as nothing (docs/domain.md §8). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const chosenId = (message: string) =>
  z
    .string({ error: message })
    .uuid({ error: message })
    .refine((value) => value !== NIL_UUID, message);

export const MAX_PERSON_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ROLE_NAME_LENGTH = 200;

const requiredText = (message: string, max: number) => adminName(max, message, M.tooLong);

/** An e-mail address as the users screen takes it: trimmed, required, valid. */
export const ZUserEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(MAX_EMAIL_LENGTH, M.tooLong(MAX_EMAIL_LENGTH))
  .pipe(z.email({ error: M.emailInvalid }));

const userType = z.union([z.literal(USER_TYPES.retailer), z.literal(USER_TYPES.callCentre)], {
  error: M.userTypeInvalid,
});

/** Role types (docs/domain.md §1 Role): 0, 1, 3 store; 4 department; 5 call-centre partner. */
export const ROLE_TYPE_VALUES = [0, 1, 3, 4, 5] as const;
const roleType = z.union(
  ROLE_TYPE_VALUES.map((value) => z.literal(value)),
  { error: M.roleTypeInvalid },
);

/** A user as users/GetUser answers it (docs/domain.md §1 User). */
export const ZUser = ZUserRow.extend({ userName: z.string() });
export type TUser = z.infer<typeof ZUser>;

/**
 * One (user, role, unit) link with what the screens show of it (docs/domain.md §1 User role in
 * store).
 */
export const ZUserRoleInStoreRow = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  roleId: z.string().uuid(),
  storeId: z.string().uuid(),
  storeName: z.string(),
  storeCityName: z.string().nullable(),
  /** 0 store; 1 and 4 department. */
  storeType: z.number().int(),
  roleName: z.string(),
  roleType: z.number().int(),
  userName: z.string(),
  userSurname: z.string(),
  userEmailAddress: z.string(),
  userIsActive: z.boolean(),
});
export type TUserRoleInStoreRow = z.infer<typeof ZUserRoleInStoreRow>;

/** A store and a role to give (the role-in-store form; the new user dialog's roles table). */
export const ZRoleInStoreInput = z.object({
  roleId: chosenId(M.roleRequired),
  storeId: chosenId(M.storeRequired),
});
export type TRoleInStoreInput = z.input<typeof ZRoleInStoreInput>;

/** users/CreateUser: the user and at least one store-role (docs/domain.md §14.4 Users). */
export const ZCreateUserRequest = z.object({
  user: z.object({
    name: requiredText(M.nameRequired, MAX_PERSON_NAME_LENGTH),
    surname: requiredText(M.surnameRequired, MAX_PERSON_NAME_LENGTH),
    emailAddress: ZUserEmail,
    userType: userType.default(USER_TYPES.retailer),
    isActive: z.boolean().default(true),
  }),
  UserRoleInStores: z
    .array(ZRoleInStoreInput, { error: exceptTooBig(M.storeRoleRequired) })
    .min(1, M.storeRoleRequired)
    .max(100),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** users/UpdateUser (beyond the spec): names, e-mail address and user type of a user. */
export const ZUpdateUserRequest = z.object({
  id: z.string().uuid(),
  name: requiredText(M.nameRequired, MAX_PERSON_NAME_LENGTH),
  surname: requiredText(M.surnameRequired, MAX_PERSON_NAME_LENGTH),
  emailAddress: ZUserEmail,
  userType,
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/**
 * A one-time link to the embedded provider's set-password page (docs/domain.md §14.4). For
 * another user it is mailed to them; `url` is null unless the caller holds Admin (or it is their
 * own link), so a user manager cannot take the account over.
 */
export const ZPasswordLink = z.object({ url: z.string().nullable(), expiresAt: z.string() });
export type TPasswordLink = z.infer<typeof ZPasswordLink>;

/** What users/CreateUser answers: the user, their roles in units and, when ours, the link. */
export const ZCreatedUser = z.object({
  user: ZUser,
  rolesInStores: z.array(ZUserRoleInStoreRow),
  passwordLink: ZPasswordLink.nullable(),
});
export type TCreatedUser = z.infer<typeof ZCreatedUser>;

export const ZUserIdParams = z.object({ id: z.string().uuid() });
export const ZUserIdOfLinkParams = z.object({ userId: z.string().uuid() });
export const ZUserLinkParams = z.object({ id: z.string().uuid(), id2: z.string().uuid() });
/** users/{id}/status/{status}: 1 activates, 0 deactivates. */
export const ZUserStatusParams = z.object({
  id: z.string().uuid(),
  status: z.enum(['0', '1'], { error: M.statusInvalid }).transform((value) => value === '1'),
});
export const ZEmailCheckQuery = z.object({
  emailAddress: z
    .string({ error: exceptTooBig(M.emailRequired) })
    .trim()
    .min(1, M.emailRequired)
    .max(500),
});

/** roles/createrole (docs/domain.md §14.4 Roles): a name; department (4) unless said otherwise. */
export const ZCreateRoleRequest = z.object({
  name: requiredText(M.nameRequired, MAX_ROLE_NAME_LENGTH),
  roleType: roleType.default(4),
});
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;

/** roles/updaterole (beyond the spec): a role's name and type. */
export const ZUpdateRoleRequest = ZCreateRoleRequest.extend({
  id: z.string().uuid(),
  roleType,
});
export type TUpdateRoleRequest = z.input<typeof ZUpdateRoleRequest>;

/** roles/{id}/permissions: the permissions a role grants, in the contract's order. */
export const ZRolePermissions = z.object({
  roleId: z.string().uuid(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type TRolePermissions = z.infer<typeof ZRolePermissions>;

/** Grants (isGranted true) or revokes one permission of a role (the permissions panel). */
export const ZRolePermissionChange = z.object({
  permission: z.enum(PERMISSIONS, { error: M.permissionInvalid }),
  isGranted: z.boolean(),
});
export type TRolePermissionChange = z.input<typeof ZRolePermissionChange>;
