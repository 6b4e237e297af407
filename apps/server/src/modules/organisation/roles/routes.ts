import {
  changeRolePermissionEndpoint,
  createRoleEndpoint,
  getRoleHoldersEndpoint,
  getRolePermissionsEndpoint,
  getTransferTargetsEndpoint,
  listRolesEndpoint,
  updateRoleEndpoint,
} from '@ccms/contract/endpoints/organisation-roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../../platform/route-kit.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  changeRolePermission,
  createRole,
  getRolePermissions,
  listRoleHolders,
  updateRole,
} from './admin-service.ts';
import { listRoles, listTransferTargets } from './service.ts';

/** The roles screen is under the definitions menu (docs/domain.md §14.4 Access). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;

/**
 * roles/getroles: the new-activity dialog's transfer targets (docs/domain.md §13.2); roles/list:
 * the role look-ups and the roles screen. Role names are no secret to a signed-in user, so both
 * are open to every signed-in user. The roles screen's writes (docs/domain.md §14.4) need the
 * definitions menu; changing permissions needs Admin.
 */
export function registerRoleRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;
  registerEndpoint(app, getTransferTargetsEndpoint, {
    access: 'signedIn',
    handler: () => listTransferTargets(db),
  });
  registerEndpoint(app, listRolesEndpoint, {
    access: 'signedIn',
    handler: (request) => listRoles(db, request.body),
  });
  registerCreateEndpoint(app, createRoleEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createRole(tx, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateRoleEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) => written(await updateRole(db, requireUser(request), request.body)),
  });
  registerEndpoint(app, getRoleHoldersEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRoleHolders(db, request.params.id),
  });
  registerEndpoint(app, getRolePermissionsEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getRolePermissions(db, request.params.id),
  });
  registerEndpoint(app, changeRolePermissionEndpoint, {
    access: { permission: 'Admin' },
    handler: async (request) =>
      written(
        await changeRolePermission(db, requireUser(request), request.params.id, request.body),
      ),
  });
}
