import { PAGE_SIZES } from '@ccms/contract/constants';
import { getUsersPageEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** Active users whose name contains the term, 30 at most, by name and surname. */
export function buildActiveUserSearchQuery(term: string): TQueryFormatter {
  const name = term.trim().toLocaleUpperCase('tr-TR');
  return {
    filters: [
      { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
      ...(name ? [{ propertyName: 'name', operator: 'contains' as const, targetValue: name }] : []),
    ],
    sortings: [
      { propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending },
      { propertyName: 'surname', priority: 1, direction: SORT_DIRECTION.ascending },
    ],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/users/getUsersPage for the roles screen's user picker (active users only). */
export function activeUsersSearch(term: string) {
  const query = buildActiveUserSearchQuery(term);
  return {
    queryKey: [...ORG_QUERY_KEY, 'active-users', query],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callEndpoint(getUsersPageEndpoint, { body: query }, { signal })).items,
  };
}
