import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZSignInAttempt } from '../sign-in-attempts.ts';

export const listSignInAttemptsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'signinattempts/list',
  tag: 'signinattempts',
  summary: 'One page of the password sign-in attempts, newest first, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZSignInAttempt),
});
