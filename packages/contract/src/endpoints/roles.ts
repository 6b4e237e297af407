import { defineEndpoint } from '../endpoint.ts';
import { ZTransferTargetList } from '../ticket-activity/schemas.ts';

export const getTransferTargetsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'roles/getroles',
  tag: 'roles',
  summary:
    'The roles a ticket may be forwarded to: active, not call-centre roles, by name; store-type roles ask for a store',
  response: ZTransferTargetList,
});
