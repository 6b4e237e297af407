import { defineEndpoint } from '../endpoint.ts';
import { ZHealth, ZLiveness } from '../health.ts';

export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: 'check',
  tag: 'health',
  summary: 'Health of the service, its database and its file store',
  response: ZHealth,
  // An unreachable database or file store, or a draining instance, answers 503 with the report.
  otherResponses: { 503: ZHealth },
});

export const getReadinessEndpoint = defineEndpoint({
  method: 'GET',
  path: 'check/ready',
  tag: 'health',
  summary: 'Whether this instance takes new requests: 503 while draining or when a store is down',
  response: ZHealth,
  otherResponses: { 503: ZHealth },
});

export const getLivenessEndpoint = defineEndpoint({
  method: 'GET',
  path: 'check/live',
  tag: 'health',
  summary: 'Whether the process answers at all (200 while draining too)',
  response: ZLiveness,
});
