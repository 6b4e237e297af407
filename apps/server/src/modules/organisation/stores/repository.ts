import type { TStoreRow, TUnitLookupRow } from '@ccms/contract/organisation/stores';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { cities, stores } from '../../../db/schema/index.ts';
import type { CompiledListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { unsealed } from '../../../platform/unseal-db.ts';

/** A unit with its managers; `newSince` decides isNew. */
function storeColumns(newSince: Date) {
  return {
    id: stores.id,
    name: stores.name,
    cityName: cities.name,
    type: stores.type,
    address: stores.address,
    isActive: stores.isActive,
    isECommerce: stores.isECommerce,
    regionManagerName: stores.regionManagerName,
    regionManagerSurname: stores.regionManagerSurname,
    regionManagerEmail: stores.regionManagerEmail,
    areaManagerName: stores.areaManagerName,
    areaManagerSurname: stores.areaManagerSurname,
    areaManagerEmail: stores.areaManagerEmail,
    unitManagerName: stores.unitManagerName,
    unitManagerSurname: stores.unitManagerSurname,
    unitManagerEmail: stores.unitManagerEmail,
    lastName: stores.unitManagerSurname,
    phoneNumber: stores.phoneNumber,
    emailAddress: stores.emailAddress,
    isNew: sql<boolean>`${stores.createdAt} >= ${newSince.toISOString()}::timestamptz`,
    createdDate: sql<string>`to_char(${stores.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  };
}

async function countStores(db: SealedDb, where: SQL | undefined): Promise<number> {
  const [row] = await unsealed(db)
    .select({ n: count() })
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(where);
  return row?.n ?? 0;
}

/** One page of the stores list with the total. */
export async function findStoreListPage(
  db: SealedDb,
  query: CompiledListQuery,
  newSince: Date,
): Promise<{ rows: TStoreRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    unsealed(db)
      .select(storeColumns(newSince))
      .from(stores)
      .leftJoin(cities, eq(cities.id, stores.cityId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countStores(db, query.where),
  ]);
  return { rows, total };
}

/** One unit with its managers, or null. */
export async function findStoreRow(
  db: SealedDb,
  id: string,
  newSince: Date,
): Promise<TStoreRow | null> {
  const [row] = await unsealed(db)
    .select(storeColumns(newSince))
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(eq(stores.id, id));
  return row ?? null;
}

/** One page of units, active or not, with type, and the total. */
export async function findUnitPage(
  db: SealedDb,
  query: CompiledListQuery,
): Promise<{ rows: TUnitLookupRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    unsealed(db)
      .select({
        id: stores.id,
        name: stores.name,
        cityName: cities.name,
        isECommerce: stores.isECommerce,
        type: stores.type,
        isActive: stores.isActive,
      })
      .from(stores)
      .leftJoin(cities, eq(cities.id, stores.cityId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countStores(db, query.where),
  ]);
  return { rows, total };
}
