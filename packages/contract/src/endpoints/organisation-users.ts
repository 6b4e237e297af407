import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf, ZIdRequest } from '../envelope.ts';
import { ZRoleRow } from '../organisation/roles.ts';
import {
  ZCreatedUser,
  ZCreateUserRequest,
  ZEmailCheckQuery,
  ZPasswordLink,
  ZRoleInStoreInput,
  ZUpdateUserRequest,
  ZUser,
  ZUserIdOfLinkParams,
  ZUserIdParams,
  ZUserLinkParams,
  ZUserRoleInStoreRow,
  ZUserStatusParams,
} from '../organisation/schemas.ts';
import { ZUserPageRow, ZUserRow } from '../organisation/users.ts';
import { ZQueryFormatter } from '../query-format.ts';

export const getUsersPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/getUsersPage',
  tag: 'users',
  summary:
    'One page of users by the query format; e-mail, user type and active state only for the users administration (Definition.WrapUps or Admin), names for everyone else',
  body: ZQueryFormatter,
  response: pagedOf(ZUserPageRow),
});

export const getUsersListEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/GetUsersList',
  tag: 'users',
  summary: 'Every active user, by name and surname (the mail groups extra-user picker)',
  response: z.array(ZUserRow),
});

export const getUserEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/GetUser',
  tag: 'users',
  summary: 'One user by id',
  body: ZIdRequest,
  response: ZUser,
});

export const createUserEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/CreateUser',
  tag: 'users',
  summary:
    'A new user with their roles in units, in one transaction; answers a one-time password link when the embedded sign-in provider is in use',
  body: ZCreateUserRequest,
  response: envelopeOf(ZCreatedUser),
});

export const updateUserEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/UpdateUser',
  tag: 'users',
  summary: "A user's names, e-mail address and user type",
  body: ZUpdateUserRequest,
  response: envelopeOf(ZUser),
});

export const setUserStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/:id/status/:status',
  tag: 'users',
  summary:
    'Activates (1) or deactivates (0) a user; a deactivated user is refused from the next request on',
  params: ZUserStatusParams,
  response: envelopeOf(ZUser),
});

export const addRoleInStoreEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/:userId/rolesinstores',
  tag: 'users',
  summary:
    "Gives a user a role at a unit; at a store, a store role's previous holder loses it in the same transaction",
  params: ZUserIdOfLinkParams,
  body: ZRoleInStoreInput,
  response: envelopeOf(ZUserRoleInStoreRow),
});

export const deleteRoleInStoreEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'users/:id/rolesinstores/:id2',
  tag: 'users',
  summary: "Takes a role at a unit from a user (id2 is the link's id)",
  params: ZUserLinkParams,
  response: envelopeOf(ZIdRequest),
});

export const getUserRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/:id/roles',
  tag: 'users',
  summary: 'The roles a user holds in any unit, by name',
  params: ZUserIdParams,
  response: z.array(ZRoleRow),
});

export const getUserRolesInStoresEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/:id/rolesinstores',
  tag: 'users',
  summary: "A user's roles in units, by unit and role name",
  params: ZUserIdParams,
  response: z.array(ZUserRoleInStoreRow),
});

export const checkUserEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/check',
  tag: 'users',
  summary: 'true when a user with this e-mail address exists (compared case-insensitively)',
  query: ZEmailCheckQuery,
  response: z.boolean(),
});

export const createPasswordLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/:id/passwordlink',
  tag: 'users',
  summary:
    "A one-time link to set the user's password on the embedded sign-in provider, mailed to another user through the outbox; url only for Admin; older links of the user stop working",
  params: ZUserIdParams,
  response: envelopeOf(ZPasswordLink),
});
