import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZUserRow } from '../users.ts';

export const getUsersPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/getUsersPage',
  tag: 'users',
  summary: 'One page of users by the query format (name, surname, e-mail, user type)',
  body: ZQueryFormatter,
  response: pagedOf(ZUserRow),
});
