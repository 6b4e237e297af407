import { getMailGroupsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { MAIL_GROUPS_QUERY_KEY } from '../../../lib/mail-group-query-key';

/** GET /api/mailgroups/getMailGroups: every mail group by name (the picker offers active ones). */
export function getMailGroups(signal?: AbortSignal) {
  return callEndpoint(getMailGroupsEndpoint, undefined, { signal });
}

export function useMailGroups(enabled: boolean) {
  return useQuery({
    queryKey: [...MAIL_GROUPS_QUERY_KEY, 'options'],
    queryFn: ({ signal }) => getMailGroups(signal),
    enabled,
  });
}
