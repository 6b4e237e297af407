import { getTransferTargetsEndpoint } from '@ccms/contract/endpoints/roles';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { listTransferTargets } from './service.ts';

/** roles/getroles: the new-activity dialog's transfer targets (docs/domain.md, "Ticket detail"). */
export function registerRoleRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getTransferTargetsEndpoint, {
    access: 'signedIn',
    handler: () => listTransferTargets(deps.db),
  });
}
