import { addRoleInStoreEndpoint } from '@ccms/contract/endpoints/organisation-users';
import type { TRoleInStoreInput } from '@ccms/contract/organisation/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/**
 * POST /api/users/{userId}/rolesinstores: gives a user a role at a unit. The spec says the
 * role-in-store form's failures are only logged, so the global handler stays silent.
 */
function addRoleInStore(input: { userId: string; body: TRoleInStoreInput }) {
  return callEndpoint(
    addRoleInStoreEndpoint,
    { params: { userId: input.userId }, body: input.body },
    { notify: false },
  );
}

export function useAddRoleInStore() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: addRoleInStore, onSettled: () => reload() });
}
