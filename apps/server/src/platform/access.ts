import type { Permission } from '@ccms/contract/permissions';
import type { TUserRoleInStore } from '@ccms/contract/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, notSignedIn } from './errors.ts';

/** Who may call a route: anybody, any signed-in user, or holders of a permission. */
export type RouteAccess = 'public' | 'signedIn' | { permission: Permission };

/** The signed-in caller, as every service sees them. */
export type CurrentUser = {
  id: string;
  name: string;
  surname: string;
  userName: string;
  emailAddress: string;
  userType: number;
  ccmsIdent: string | null;
  positionIdent: string | null;
  permissions: ReadonlySet<Permission>;
  /** The (role, store) pairs the user holds, by store and role name, as the session lists them. */
  rolesInStores: readonly TUserRoleInStore[];
};

export type RouteAccessEntry = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with what it declared: the table tests walk. */
    routeAccessTable: RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** Turns a bearer token into the caller, or throws the 401 to answer with. */
export type Authenticate = (authorizationHeader: string | undefined) => Promise<CurrentUser>;

/**
 * Refuses to start when a route does not say who may call it, then checks every request
 * against what its route declared.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('currentUser', null);

  const routes: RouteOptions[] = [];
  app.decorate('routeAccessTable', {
    getter: (): RouteAccessEntry[] =>
      routes.map((route) => ({
        method: String(route.method),
        url: route.url,
        access: route.config?.access,
      })),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
  });
  // Checked once every plugin has added its routes, so a scope may declare its plugins' routes.
  app.addHook('onReady', async () => {
    const undeclared = app.routeAccessTable.filter((entry) => !entry.access);
    if (undeclared.length > 0) {
      throw new Error(
        `Routes without declared access ('public', 'signedIn' or a permission): ${undeclared
          .map((entry) => `${entry.method} ${entry.url}`)
          .join(', ')}`,
      );
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    // Unmatched requests reach the not-found handler, which declares nothing and reveals nothing.
    if (!access || access === 'public') return;
    const user = await authenticate(request.headers.authorization);
    request.currentUser = user;
    if (typeof access === 'object' && !user.permissions.has(access.permission)) throw forbidden();
  });
}

/**
 * Declares every route a plugin adds inside this scope public (static files, API reference):
 * for plugins whose routes cannot carry our config themselves.
 */
export function declareRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/** The caller of a route that is not public; throws 401 when there is none. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw notSignedIn();
  return request.currentUser;
}
