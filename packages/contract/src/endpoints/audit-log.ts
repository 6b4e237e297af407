import { ZAuditEntry } from '../audit-log.ts';
import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';

export const listAuditLogEndpoint = defineEndpoint({
  method: 'POST',
  path: 'auditlog/list',
  tag: 'auditlog',
  summary: 'One page of the administration audit log, newest first, by the query format',
  body: ZQueryFormatter,
  response: pagedOf(ZAuditEntry),
});
