import type { Permission } from '@ccms/contract/permissions';

/**
 * Who may open a route: anyone ('public'), any signed-in user ('signed-in'), or a signed-in user
 * holding a permission (docs/domain.md §15 Menu).
 */
export type RouteAccess = 'public' | 'signed-in' | Permission;

/** What every screen route carries in its React Router `handle`. */
export type RouteHandle = { title: string; access: RouteAccess };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).title === 'string' &&
    typeof (value as Record<string, unknown>).access === 'string'
  );
}

/** True when a user holding the permissions `isGranted` accepts may open a route of `access`. */
export function isRouteAllowed(
  access: RouteAccess,
  isGranted: (permission: Permission) => boolean,
): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return isGranted(access);
}
