import { PAGE_SIZES } from '@ccms/contract/constants';
import { getUsersPageEndpoint } from '@ccms/contract/endpoints/organisation-users';
import type { TPaged } from '@ccms/contract/envelope';
import { type TUserPageRow, type TUserRow, ZUserRow } from '@ccms/contract/organisation/users';
import {
  SORT_DIRECTION,
  type TQueryFilter,
  type TQueryFormatter,
} from '@ccms/contract/query-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';

/**
 * The first part of the key of every users read: the users screen's table, the users filter of
 * the ticket lists and the audit log, the user pickers (role in store, mail group extra users).
 * A users or roles write invalidates it.
 */
export const USERS_QUERY_KEY = ['users'] as const;

/** POST /api/users/getUsersPage: one page of users. */
function getUsersPage(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TUserPageRow>> {
  return callEndpoint(getUsersPageEndpoint, { body: query }, { signal });
}

/** The one key and fetch of a page of users; the cache holds the page as the server sent it. */
function usersPageQuery(query: TQueryFormatter) {
  return {
    queryKey: [...USERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }: { signal: AbortSignal }) => getUsersPage(query, signal),
  };
}

/**
 * One page of users; the previous page stays on screen while the next one loads. `enabled`:
 * asked only then (a select not opened yet asks nothing); `staleTime`: how long a page is
 * reused without asking again.
 */
export function useUsersPage(
  query: TQueryFormatter,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...usersPageQuery(query), placeholderData: keepPreviousData, ...options });
}

/**
 * The users administration's page: the server answers it whole rows (docs/domain.md §14.4 Staff
 * list), checked here rather than assumed, so a screen never shows a missing address as blank.
 */
function wholeRows(page: TPaged<TUserPageRow>): TPaged<TUserRow> {
  return { ...page, items: ZUserRow.array().parse(page.items) };
}

/** useUsersPage for the users screen, whose rows carry e-mail, type and state. */
export function useUsersAdministrationPage(query: TQueryFormatter) {
  return useQuery({
    ...usersPageQuery(query),
    select: wholeRows,
    placeholderData: keepPreviousData,
  });
}

/**
 * How a look-up searches users: `by` the name (sorted by name and surname, the default) or the
 * e-mail address (sorted by address); `activeOnly` leaves inactive users out; `upperCase`
 * upper-cases the term the Turkish way.
 */
export type UserSearch = {
  by?: 'name' | 'emailAddress';
  activeOnly?: boolean;
  upperCase?: boolean;
};

const ACTIVE_ONLY: TQueryFilter = {
  propertyName: 'isActive',
  operator: 'equal',
  targetValue: 'true',
};

/**
 * The first 30 users whose name (or address) contains the search text. Without `activeOnly`
 * inactive users stay in: a ticket may have been created or closed, or an audit entry written,
 * by someone who has left.
 */
export function buildUsersPageQuery(
  search: string,
  { by = 'name', activeOnly = false, upperCase = false }: UserSearch = {},
): TQueryFormatter {
  const trimmed = search.trim();
  const term = upperCase ? trimmed.toLocaleUpperCase('tr-TR') : trimmed;
  const filters: TQueryFilter[] = [
    ...(term ? [{ propertyName: by, operator: 'contains' as const, targetValue: term }] : []),
    ...(activeOnly ? [ACTIVE_ONLY] : []),
  ];
  return {
    filters,
    sortings:
      by === 'name'
        ? [
            { propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending },
            { propertyName: 'surname', priority: 1, direction: SORT_DIRECTION.ascending },
          ]
        : [{ propertyName: by, priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

const wholeItems = (page: TPaged<TUserPageRow>) => wholeRows(page).items;

/**
 * An administration picker's look-up of one term (a search select's source): the users found,
 * whole (the role-in-store and mail group screens search by address and state).
 */
export function searchUsers(term: string, search: UserSearch = {}) {
  return { ...usersPageQuery(buildUsersPageQuery(term, search)), select: wholeItems };
}
