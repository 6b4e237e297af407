import type { ReactNode } from 'react';
import { ForbiddenResult } from '../../components/forbidden-result';
import { usePermissions } from '../../lib/permissions';
import { isRouteAllowed } from '../route-access';
import { useRouteHandle } from '../use-route-handle';

/** Shows the 403 result instead of a screen whose route needs a permission the user lacks. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  const { has } = usePermissions();
  if (handle && !isRouteAllowed(handle.access, has)) return <ForbiddenResult />;
  return children;
}
