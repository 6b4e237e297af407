import { getRolePermissionsEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** GET /api/roles/{id}/permissions: what the selected role grants. */
function getRolePermissions(id: string, signal?: AbortSignal) {
  return callEndpoint(getRolePermissionsEndpoint, { params: { id } }, { signal });
}

export function useRolePermissions(roleId: string) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'role-permissions', roleId],
    queryFn: ({ signal }) => getRolePermissions(roleId, signal),
  });
}
