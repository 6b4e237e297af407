import { useQueryClient } from '@tanstack/react-query';
import { USERS_QUERY_KEY } from '../../../lib/api/get-users-page';
import { ROLES_QUERY_KEY } from '../../../lib/api/list-roles';
import { SESSION_QUERY_KEY } from '../../../lib/session-query-key';

/** Every read of the users, roles and stores screens of its own lives under this key. */
export const ORG_QUERY_KEY = ['org'] as const;

/**
 * After a users or roles write, success or failure (the screen then shows the truth): every
 * organisation read again, the users and roles pages and pickers wherever they are shown, and
 * the signed-in user's own session (their own roles may have changed).
 */
export function useReloadOrganisation() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ORG_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
  };
}
