import { deleteRoleInStoreEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/** DELETE /api/users/{id}/rolesinstores/{id2}: takes a role at a unit from a user. */
function deleteRoleInStore(input: { userId: string; linkId: string }) {
  return callEndpoint(deleteRoleInStoreEndpoint, {
    params: { id: input.userId, id2: input.linkId },
  });
}

export function useDeleteRoleInStore() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: deleteRoleInStore, onSettled: () => reload() });
}
