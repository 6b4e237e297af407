import { defineEndpoint } from '../endpoint.ts';
import { pagedOf, ZIdEnvelope, ZIdRequest } from '../envelope.ts';
import { ZOutboxMessage, ZOutboxMessageDetail } from '../outbox.ts';
import { ZQueryFormatter } from '../query-format.ts';

export const listOutboxEndpoint = defineEndpoint({
  method: 'POST',
  path: 'outbox/list',
  tag: 'outbox',
  summary: 'One page of the mails and SMS sent or to send, newest first, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZOutboxMessage),
});

export const getOutboxMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'outbox/get',
  tag: 'outbox',
  summary: 'One message with its recipients, body, attempts and errors',
  body: ZIdRequest,
  response: ZOutboxMessageDetail,
});

export const retryOutboxMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'outbox/retry',
  tag: 'outbox',
  summary: 'Sends a failed or given-up message again, in a new round of attempts',
  body: ZIdRequest,
  response: ZIdEnvelope,
});
