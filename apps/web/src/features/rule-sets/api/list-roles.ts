import { PAGE_SIZES } from '@ccms/contract/constants';
import { listRolesEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { ROLE_LIST_FILTERS } from '@ccms/contract/organisation/roles';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The first 30 roles whose name contains the term, by name (a look-up picker's page,
 * docs/domain.md §10).
 */
export function buildRoleSearchQuery(term: string): TQueryFormatter {
  const name = term.trim();
  return {
    filters: name
      ? [{ propertyName: 'name', operator: ROLE_LIST_FILTERS.name, targetValue: name }]
      : [],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/roles/list, for the flow filter and the flow role picker. */
export function rolesSearch(term: string) {
  const query = buildRoleSearchQuery(term);
  return {
    queryKey: ['roles', 'list', query],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callEndpoint(listRolesEndpoint, { body: query }, { signal })).items,
  };
}
