import { PAGE_SIZES } from '@ccms/contract/constants';
import { listRolesEndpoint } from '@ccms/contract/endpoints/organisation-roles';
import type { TPaged } from '@ccms/contract/envelope';
import { ROLE_LIST_FILTERS, type TRoleRow } from '@ccms/contract/organisation/roles';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';

/**
 * The first part of the key of every roles read: the roles screen's table and the role pickers
 * (role in store, mail groups, rule set flows). A roles write invalidates it.
 */
export const ROLES_QUERY_KEY = ['roles'] as const;

/** POST /api/roles/list: one page of roles. */
function listRoles(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TRoleRow>> {
  return callEndpoint(listRolesEndpoint, { body: query }, { signal });
}

/** The one key and fetch of a page of roles; the cache holds the page as the server sent it. */
function rolesPageQuery(query: TQueryFormatter) {
  return {
    queryKey: [...ROLES_QUERY_KEY, 'list', query],
    queryFn: ({ signal }: { signal: AbortSignal }) => listRoles(query, signal),
  };
}

/** One page of the roles screen's table; the previous page stays on screen while the next loads. */
export function useRolesPage(query: TQueryFormatter) {
  return useQuery({ ...rolesPageQuery(query), placeholderData: keepPreviousData });
}

/**
 * The first 30 roles whose name contains the term, by name. `upperCase`: the term upper-cased
 * the Turkish way (the role-in-store form's pickers).
 */
export function buildRoleSearchQuery(
  term: string,
  { upperCase = false }: { upperCase?: boolean } = {},
): TQueryFormatter {
  const trimmed = term.trim();
  const name = upperCase ? trimmed.toLocaleUpperCase('tr-TR') : trimmed;
  return {
    filters: name
      ? [{ propertyName: 'name', operator: ROLE_LIST_FILTERS.name, targetValue: name }]
      : [],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

const pageItems = (page: TPaged<TRoleRow>) => page.items;

/** A role picker's look-up of one term (a search select's source): the roles found. */
export function searchRoles(term: string, options: { upperCase?: boolean } = {}) {
  return { ...rolesPageQuery(buildRoleSearchQuery(term, options)), select: pageItems };
}
