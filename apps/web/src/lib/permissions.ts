import type { Permission } from '@ccms/contract/permissions';
import { createContext, useContext } from 'react';

export type PermissionsValue = {
  granted: ReadonlySet<Permission>;
  has: (permission: Permission) => boolean;
};

export function createPermissionsValue(granted: readonly Permission[]): PermissionsValue {
  const set = new Set(granted);
  return { granted: set, has: (permission) => set.has(permission) };
}

const NO_PERMISSIONS = createPermissionsValue([]);

/**
 * The signed-in user's granted permissions (from session/GetCurrentLoginInformation). The
 * signed-in layout provides it once the session is loaded; outside it nothing is granted.
 */
export const PermissionsContext = createContext<PermissionsValue>(NO_PERMISSIONS);

/** `const { has } = usePermissions(); if (has('Customer.Crud')) …` */
export function usePermissions(): PermissionsValue {
  return useContext(PermissionsContext);
}
