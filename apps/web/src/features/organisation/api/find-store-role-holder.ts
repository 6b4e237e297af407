import { getStoreRolesEndpoint } from '@ccms/contract/endpoints/organisation-stores';
import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import { callEndpoint } from '../../../lib/api-client';

/**
 * GET /api/watsonsstore/rolesinstores?storeId&roleId: who holds the role at the unit now (the
 * form reads totalCount and items[0], docs/domain.md §14.4 Store-role hand-over), or null.
 */
export async function findStoreRoleHolder(
  storeId: string,
  roleId: string,
): Promise<TUserRoleInStoreRow | null> {
  const page = await callEndpoint(
    getStoreRolesEndpoint,
    { query: { storeId, roleId, pageNumber: 1, maxItemCountPerPage: 1 } },
    { notify: false },
  );
  return page.totalCount > 0 ? (page.items[0] ?? null) : null;
}
