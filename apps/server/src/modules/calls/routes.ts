import { createInboundCallHistoryEndpoint } from '@ccms/contract/endpoints/calls';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import { recordInboundCall } from './service.ts';

/** Call/…: the softphone's call history. */
export function registerCallRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, createInboundCallHistoryEndpoint, {
    access: { permission: 'Cti' },
    handler: async (request) =>
      succeeded(await recordInboundCall(deps.db, requireUser(request), request.body)),
  });
}
