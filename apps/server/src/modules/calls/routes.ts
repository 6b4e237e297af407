import { createInboundCallHistoryEndpoint } from '@ccms/contract/endpoints/calls';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerCreateEndpoint, succeeded } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { recordInboundCall } from './service.ts';

/** Call/…: the softphone's call history. */
export function registerCallRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  registerCreateEndpoint(app, createInboundCallHistoryEndpoint, {
    access: { permission: 'Cti' },
    db: deps.db,
    write: async (tx, _, request) =>
      succeeded(await recordInboundCall(tx, requireUser(request), request.body)),
  });
}
