import type { EndpointInput } from '@ccms/contract/endpoint';
import { createUserEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/**
 * POST /api/users/CreateUser: the user with their store-roles. The dialog shows its own
 * warning on failure ('Kayıt sırasında bir hata oluştu.', docs/domain.md §14.4 Roles), so the
 * handler stays silent.
 */
function createUser(body: EndpointInput<typeof createUserEndpoint>['body']) {
  return callEndpoint(createUserEndpoint, { body }, { notify: false });
}

export function useCreateUser() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: createUser, onSettled: () => reload() });
}
