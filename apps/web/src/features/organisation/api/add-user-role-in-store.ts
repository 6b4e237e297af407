import { createUserRoleInStoreEndpoint } from '@ccms/contract/endpoints/users';
import type { TStoreRoleInput } from '@ccms/contract/org/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './org-cache';

/**
 * POST /api/users/{userId}/rolesinstores: gives a user a role at a unit. The spec says the
 * role-in-store form's failures are only logged, so the global handler stays silent.
 */
function addUserRoleInStore(input: { userId: string; body: TStoreRoleInput }) {
  return callEndpoint(
    createUserRoleInStoreEndpoint,
    { params: { userId: input.userId }, body: input.body },
    { notify: false },
  );
}

export function useAddUserRoleInStore() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: addUserRoleInStore, onSettled: () => reload() });
}
