import { getMailGroupsPageEndpoint } from '@ccms/contract/endpoints/mail-groups';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { MAIL_GROUPS_QUERY_KEY } from '../../../lib/mail-group-query-key';

/** POST /api/mailgroups/getMailGroupsPage: one page of groups with their roles and users. */
function getMailGroupsPage(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(getMailGroupsPageEndpoint, { body: query }, { signal });
}

/** Under the mail group key, so every mail group write reloads it. */
export function useMailGroupsPage(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: [...MAIL_GROUPS_QUERY_KEY, 'page', query],
      queryFn: ({ signal }) => getMailGroupsPage(query, signal),
    }),
    // The previous page stays while the next one loads (no empty flash when paging).
    placeholderData: keepPreviousData,
  });
}
