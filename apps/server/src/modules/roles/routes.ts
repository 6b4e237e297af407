import { getTransferTargetsEndpoint, listRolesEndpoint } from '@ccms/contract/endpoints/roles';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { listRoles, listTransferTargets } from './service.ts';

/**
 * roles/getroles: the new-activity dialog's transfer targets (docs/domain.md, "Ticket detail");
 * roles/list: the rule set screen's role look-ups. Role names are no secret to a signed-in user
 * (getroles lists them all already), so both are open to every signed-in user.
 */
export function registerRoleRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getTransferTargetsEndpoint, {
    access: 'signedIn',
    handler: () => listTransferTargets(deps.db),
  });
  registerEndpoint(app, listRolesEndpoint, {
    access: 'signedIn',
    handler: (request) => listRoles(deps.db, request.body),
  });
}
