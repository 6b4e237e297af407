import { updateUserEndpoint } from '@ccms/contract/endpoints/organisation-users';
import type { TUpdateUserRequest } from '@ccms/contract/organisation/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/** POST /api/users/UpdateUser: names, e-mail address and user type of a user. */
function updateUser(body: TUpdateUserRequest) {
  return callEndpoint(updateUserEndpoint, { body });
}

/** Every organisation read follows the change (the list, the panel, the pickers). */
export function useUpdateUser() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: updateUser, onSettled: () => reload() });
}
