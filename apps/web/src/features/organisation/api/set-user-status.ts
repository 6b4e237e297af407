import { setUserStatusEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useReloadOrganisation } from './organisation-cache';

/** POST /api/users/{id}/status/{1|0}: activates or deactivates a user. */
function setUserStatus(input: { id: string; isActive: boolean }) {
  return callEndpoint(setUserStatusEndpoint, {
    params: { id: input.id, status: input.isActive ? '1' : '0' },
  });
}

export function useSetUserStatus() {
  const reload = useReloadOrganisation();
  return useMutation({ mutationFn: setUserStatus, onSettled: () => reload() });
}
