import { getRoleHoldersEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** GET /api/roles/{id}/rolesinstores: who holds the selected role at which unit. */
function getRoleHolders(id: string, signal?: AbortSignal) {
  return callEndpoint(getRoleHoldersEndpoint, { params: { id } }, { signal });
}

export function useRoleHolders(roleId: string) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'role-holders', roleId],
    queryFn: ({ signal }) => getRoleHolders(roleId, signal),
  });
}
