import {
  addRoleInStoreEndpoint,
  checkUserEmailEndpoint,
  createPasswordLinkEndpoint,
  createUserEndpoint,
  deleteRoleInStoreEndpoint,
  getUserEndpoint,
  getUserRolesEndpoint,
  getUserRolesInStoresEndpoint,
  getUsersListEndpoint,
  getUsersPageEndpoint,
  setUserStatusEndpoint,
  updateUserEndpoint,
} from '@ccms/contract/endpoints/organisation-users';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../../platform/route-kit.ts';
import {
  createPasswordLink,
  createUser,
  getUser,
  isUserEmailTaken,
  listActiveUsers,
  listRolesOfUser,
  setUserStatus,
  updateUser,
} from './admin-service.ts';
import type { UserDeps } from './deps.ts';
import {
  addRoleInStore,
  deleteRoleInStore,
  listRolesInStoresOfUser,
} from './roles-in-stores-service.ts';
import { listUserPage, USER_ADMINISTRATION_PERMISSION } from './service.ts';

/** The users screen is under the definitions menu (docs/domain.md §14.4 Access). */
const ADMINISTRATION = { permission: USER_ADMINISTRATION_PERMISSION } as const;

/**
 * users/…: the users screen (docs/domain.md §14.4). users/getUsersPage also serves the lists'
 * creator and closing-user look-ups, so any signed-in user may read it: names only unless they
 * hold the users administration (the service decides).
 */
export function registerUserRoutes(app: FastifyInstance, deps: UserDeps) {
  const { db } = deps;
  registerEndpoint(app, getUsersPageEndpoint, {
    access: 'signedIn',
    handler: (request) => listUserPage(db, requireUser(request), request.body),
  });
  registerEndpoint(app, getUsersListEndpoint, {
    access: ADMINISTRATION,
    handler: () => listActiveUsers(db),
  });
  registerEndpoint(app, getUserEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => getUser(db, request.body.id),
  });
  registerEndpoint(app, checkUserEmailEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => isUserEmailTaken(db, request.query.emailAddress),
  });
  registerCreateEndpoint(app, createUserEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await createUser({ ...deps, db: tx }, requireUser(request), request.body)),
  });
  registerEndpoint(app, updateUserEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) => written(await updateUser(db, requireUser(request), request.body)),
  });
  registerEndpoint(app, setUserStatusEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await setUserStatus(db, requireUser(request), request.params)),
  });
  registerEndpoint(app, createPasswordLinkEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await createPasswordLink(deps, requireUser(request), request.params.id)),
  });
  registerEndpoint(app, getUserRolesEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRolesOfUser(db, request.params.id),
  });
  registerEndpoint(app, getUserRolesInStoresEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => listRolesInStoresOfUser(db, request.params.id),
  });
  registerCreateEndpoint(app, addRoleInStoreEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await addRoleInStore(tx, requireUser(request), request.params.userId, request.body)),
  });
  registerEndpoint(app, deleteRoleInStoreEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(
        await deleteRoleInStore(db, requireUser(request), request.params.id, request.params.id2),
      ),
  });
}
