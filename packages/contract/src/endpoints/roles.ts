import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZRoleRow } from '../roles.ts';
import { ZTransferTargetList } from '../ticket-activity/schemas.ts';

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
