import { defineEndpoint } from '../endpoint.ts';
import { ZHealth } from '../health.ts';

export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: 'check',
  tag: 'health',
  summary: 'Health of the service and its database',
  response: ZHealth,
  // An unreachable database answers 503 with the same report.
  otherResponses: { 503: ZHealth },
});
