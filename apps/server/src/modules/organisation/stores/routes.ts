import {
  getAllStoresPageEndpoint,
  getStoreEndpoint,
  getStoreRolesEndpoint,
  getStoresListEndpoint,
} from '@ccms/contract/endpoints/organisation-stores';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/route-kit.ts';
import { listStoreRoleHolders } from '../users/index.ts';
import { getStore, listAllUnits, listStores, type StoreDeps } from './service.ts';

/**
 * watsonsstore/… of the stores list (docs/domain.md §14.4): the list and one unit need the
 * Stores menu's permission (they carry managers' e-mail addresses); unit names with their type
 * answer any signed-in user, as the unit picker does; who holds which role where is part of the
 * users and roles screens.
 */
export function registerStoreRoutes(app: FastifyInstance, deps: StoreDeps) {
  registerEndpoint(app, getStoresListEndpoint, {
    access: { permission: 'Stores' },
    handler: (request) => listStores(deps, request.body),
  });
  registerEndpoint(app, getStoreEndpoint, {
    access: { permission: 'Stores' },
    handler: (request) => getStore(deps, request.body.id),
  });
  registerEndpoint(app, getAllStoresPageEndpoint, {
    access: 'signedIn',
    handler: (request) => listAllUnits(deps.db, request.body),
  });
  registerEndpoint(app, getStoreRolesEndpoint, {
    access: { permission: 'Definition.WrapUps' },
    handler: (request) => listStoreRoleHolders(deps.db, request.query),
  });
}
