import { PAGE_SIZES } from '@ccms/contract/constants';
import { getUsersPageEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import type { SearchOptionsSource } from '../../../components/search-multi-select';
import { callEndpoint } from '../../../lib/api-client';
import { userDisplayName } from '../../../lib/format';

/** The first 30 active users whose e-mail address contains the term, by address. */
export function buildUserEmailSearchQuery(term: string): TQueryFormatter {
  const email = term.trim();
  return {
    filters: [
      ...(email
        ? [{ propertyName: 'emailAddress', operator: 'contains' as const, targetValue: email }]
        : []),
      { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
    ],
    sortings: [{ propertyName: 'emailAddress', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/users/getUsersPage as the extra user picker's options: the address is the value. */
export const searchUsersByEmail: SearchOptionsSource = (term) => {
  const query = buildUserEmailSearchQuery(term);
  return {
    queryKey: ['reference', 'users-by-email', query],
    queryFn: async ({ signal }) =>
      (await callEndpoint(getUsersPageEndpoint, { body: query }, { signal })).items.map((user) => ({
        value: user.emailAddress,
        label: userDisplayName(user),
      })),
  };
};
