import type { TUserRoleInStoreRow } from '@ccms/contract/organisation/schemas';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { cities, roles, stores, userRolesInStores, users } from '../../../db/schema/index.ts';
import type { SealedDb, SealedTx } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

const linkColumns = {
  id: userRolesInStores.id,
  userId: userRolesInStores.userId,
  roleId: userRolesInStores.roleId,
  storeId: userRolesInStores.storeId,
  storeName: stores.name,
  storeCityName: cities.name,
  storeType: stores.type,
  roleName: roles.name,
  roleType: roles.roleType,
  userName: users.name,
  userSurname: users.surname,
  userEmailAddress: users.emailAddress,
  userIsActive: users.isActive,
};

function selectLinks(db: SealedDb, where: SQL | undefined) {
  return unsealed(db)
    .select(linkColumns)
    .from(userRolesInStores)
    .innerJoin(users, eq(users.id, userRolesInStores.userId))
    .innerJoin(roles, eq(roles.id, userRolesInStores.roleId))
    .innerJoin(stores, eq(stores.id, userRolesInStores.storeId))
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(where);
}

/** A user's roles in units, by unit and role name. */
export function findRoleInStoreRowsOfUser(
  db: SealedDb,
  userId: string,
): Promise<TUserRoleInStoreRow[]> {
  return selectLinks(db, eq(userRolesInStores.userId, userId)).orderBy(
    asc(stores.name),
    asc(roles.name),
    asc(userRolesInStores.id),
  );
}

/** Who holds a role at which unit, by unit and person. */
export function findRoleInStoreRowsOfRole(
  db: SealedDb,
  roleId: string,
): Promise<TUserRoleInStoreRow[]> {
  return selectLinks(db, eq(userRolesInStores.roleId, roleId)).orderBy(
    asc(stores.name),
    asc(users.name),
    asc(users.surname),
    asc(userRolesInStores.id),
  );
}

/** One page of the links of a unit and / or a role, with the total. */
export async function findRoleInStorePage(
  db: SealedDb,
  filter: { storeId?: string; roleId?: string; limit: number; offset: number },
): Promise<{ rows: TUserRoleInStoreRow[]; total: number }> {
  const where = and(
    filter.storeId ? eq(userRolesInStores.storeId, filter.storeId) : undefined,
    filter.roleId ? eq(userRolesInStores.roleId, filter.roleId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectLinks(db, where)
      .orderBy(asc(stores.name), asc(roles.name), asc(users.name), asc(userRolesInStores.id))
      .limit(filter.limit)
      .offset(filter.offset),
    unsealed(db).select({ n: count() }).from(userRolesInStores).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One link with its display fields, or null. */
export async function findRoleInStoreRow(
  db: SealedDb,
  id: string,
): Promise<TUserRoleInStoreRow | null> {
  const [row] = await selectLinks(db, eq(userRolesInStores.id, id));
  return row ?? null;
}

/** The links of this role at this unit held by users other than `exceptUserId`. */
export function findOtherHolders(
  db: SealedDb,
  input: { roleId: string; storeId: string; exceptUserId: string },
): Promise<TUserRoleInStoreRow[]> {
  return selectLinks(
    db,
    and(
      eq(userRolesInStores.roleId, input.roleId),
      eq(userRolesInStores.storeId, input.storeId),
      ne(userRolesInStores.userId, input.exceptUserId),
    ),
  ).orderBy(asc(userRolesInStores.createdAt), asc(userRolesInStores.id));
}

/** Whether the user already holds the role at the unit. */
export async function roleInStoreExists(
  db: SealedDb,
  input: { userId: string; roleId: string; storeId: string },
): Promise<boolean> {
  const [row] = await unsealed(db)
    .select({ id: userRolesInStores.id })
    .from(userRolesInStores)
    .where(
      and(
        eq(userRolesInStores.userId, input.userId),
        eq(userRolesInStores.roleId, input.roleId),
        eq(userRolesInStores.storeId, input.storeId),
      ),
    );
  return row !== undefined;
}

export async function insertRoleInStore(
  tx: SealedDb,
  input: { userId: string; roleId: string; storeId: string },
): Promise<string> {
  const [row] = await unsealed(tx).insert(userRolesInStores).values(input).returning({
    id: userRolesInStores.id,
  });
  return row!.id;
}

export async function deleteRoleInStoreRow(tx: SealedDb, id: string): Promise<void> {
  await unsealed(tx).delete(userRolesInStores).where(eq(userRolesInStores.id, id));
}

/** A unit locked for the rest of the transaction: its holders change one write at a time. */
export async function lockStoreForRolesInStores(tx: SealedTx, storeId: string) {
  const [row] = await unsealed(tx)
    .select({ id: stores.id, name: stores.name, type: stores.type, isActive: stores.isActive })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  return row ?? null;
}

/** A role as a new link needs it, or null. */
export async function findRoleForRoleInStore(db: SealedDb, roleId: string) {
  const [row] = await unsealed(db)
    .select({ id: roles.id, name: roles.name, roleType: roles.roleType, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row ?? null;
}

/** How many users hold the role at any unit (a role's type is fixed while any does). */
export async function countRolesInStoresOfRole(db: SealedDb, roleId: string): Promise<number> {
  const [row] = await unsealed(db)
    .select({ n: count() })
    .from(userRolesInStores)
    .where(eq(userRolesInStores.roleId, roleId));
  return row?.n ?? 0;
}
