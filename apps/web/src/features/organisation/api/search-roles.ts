import { PAGE_SIZES } from '@ccms/contract/constants';
import { listRolesEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { ORG_QUERY_KEY } from './organisation-cache';

/** Roles whose name contains the term, 30 at most, by name. */
export function buildRoleSearchQuery(term: string): TQueryFormatter {
  const name = term.trim().toLocaleUpperCase('tr-TR');
  return {
    filters: name ? [{ propertyName: 'name', operator: 'contains', targetValue: name }] : [],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/roles/list for the role pickers of the role-in-store form. */
export function rolesSearch(term: string) {
  const query = buildRoleSearchQuery(term);
  return {
    queryKey: [...ORG_QUERY_KEY, 'role-search', query],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callEndpoint(listRolesEndpoint, { body: query }, { signal })).items,
  };
}
