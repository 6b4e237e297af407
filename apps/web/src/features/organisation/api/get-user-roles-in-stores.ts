import { getUserRolesInStoresEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** GET /api/users/{id}/rolesinstores: the selected user's roles in units. */
function getUserRolesInStores(id: string, signal?: AbortSignal) {
  return callEndpoint(getUserRolesInStoresEndpoint, { params: { id } }, { signal });
}

export function useUserRolesInStores(userId: string) {
  return useQuery({
    queryKey: [...ORG_QUERY_KEY, 'user-roles-in-stores', userId],
    queryFn: ({ signal }) => getUserRolesInStores(userId, signal),
  });
}
