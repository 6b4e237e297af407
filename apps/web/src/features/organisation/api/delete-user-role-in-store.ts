import { deleteUserRoleInStoreEndpoint } from '@ccms/contract/endpoints/users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './org-cache';

/** DELETE /api/users/{id}/rolesinstores/{id2}: takes a role at a unit from a user. */
function deleteUserRoleInStore(input: { userId: string; linkId: string }) {
  return callEndpoint(deleteUserRoleInStoreEndpoint, {
    params: { id: input.userId, id2: input.linkId },
  });
}

export function useDeleteUserRoleInStore() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: deleteUserRoleInStore, onSettled: () => reload() });
}
