import { createPasswordLinkEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/users/{id}/passwordlink: a new one-time set-password link for the user. */
function createPasswordLink(userId: string) {
  return callEndpoint(createPasswordLinkEndpoint, { params: { id: userId } });
}

export function useCreatePasswordLink() {
  return useMutation({ mutationFn: createPasswordLink });
}
