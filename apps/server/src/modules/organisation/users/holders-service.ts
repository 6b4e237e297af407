import type { TPaged } from '@ccms/contract/envelope';
import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import { toPaged } from '../../../platform/paging.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import {
  countRolesInStoresOfRole,
  findRoleInStorePage,
  findRoleInStoreRowsOfRole,
} from './roles-in-stores-repository.ts';

/** roles/{id}/rolesinstores: who holds the role at which unit. */
export function listHoldersOfRole(db: SealedDb, roleId: string): Promise<TUserRoleInStoreRow[]> {
  return findRoleInStoreRowsOfRole(db, roleId);
}

/**
 * watsonsstore/rolesinstores: the holders of a role at a unit, paged; the role-in-store form
 * reads totalCount and items[0] to warn before a store role changes hands.
 */
export async function listStoreRoleHolders(
  db: SealedDb,
  query: { storeId?: string; roleId?: string; pageNumber: number; maxItemCountPerPage: number },
): Promise<TPaged<TUserRoleInStoreRow>> {
  const { rows, total } = await findRoleInStorePage(db, {
    storeId: query.storeId,
    roleId: query.roleId,
    limit: query.maxItemCountPerPage,
    offset: (query.pageNumber - 1) * query.maxItemCountPerPage,
  });
  return toPaged(rows, total, query.pageNumber);
}

/** How many links the role has (its type is fixed while any unit holds it). */
export function countHoldersOfRole(db: SealedDb, roleId: string): Promise<number> {
  return countRolesInStoresOfRole(db, roleId);
}
