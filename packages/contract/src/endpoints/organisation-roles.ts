import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf } from '../envelope.ts';
import { ZRoleRow } from '../organisation/roles.ts';
import {
  ZCreateRoleRequest,
  ZRolePermissionChange,
  ZRolePermissions,
  ZUpdateRoleRequest,
  ZUserIdParams,
  ZUserRoleInStoreRow,
} from '../organisation/schemas.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZTransferTargetList } from '../tickets-activities/schemas.ts';

export const getTransferTargetsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/getroles',
  tag: 'roles',
  summary:
    'The roles a ticket may be forwarded to: active, not call-centre roles, by name; store-type roles ask for a store',
  response: ZTransferTargetList,
});

export const listRolesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/list',
  tag: 'roles',
  summary: 'One page of roles (name contains, role type), by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZRoleRow),
});

export const createRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/createrole',
  tag: 'roles',
  summary: 'A new role: a name unique the Turkish way, department (4) unless said otherwise',
  body: ZCreateRoleRequest,
  response: envelopeOf(ZRoleRow),
});

export const updateRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/updaterole',
  tag: 'roles',
  summary: "A role's name and type (the type only while no unit holds the role)",
  body: ZUpdateRoleRequest,
  response: envelopeOf(ZRoleRow),
});

export const getRoleHoldersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'roles/:id/rolesinstores',
  tag: 'roles',
  summary: 'Who holds the role at which unit, by unit and person',
  params: ZUserIdParams,
  response: z.array(ZUserRoleInStoreRow),
});

export const getRolePermissionsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'roles/:id/permissions',
  tag: 'roles',
  summary: 'The permissions the role grants its holders',
  params: ZUserIdParams,
  response: ZRolePermissions,
});

export const changeRolePermissionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/:id/permissions',
  tag: 'roles',
  summary:
    'Grants or revokes one permission of a role (Admin only); holders feel it on their next request',
  params: ZUserIdParams,
  body: ZRolePermissionChange,
  response: envelopeOf(ZRolePermissions),
});
