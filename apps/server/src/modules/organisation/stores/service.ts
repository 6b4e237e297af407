import type { TPaged } from '@ccms/contract/envelope';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import {
  NEW_STORE_DAYS,
  type TStoreRow,
  type TUnitLookupRow,
} from '@ccms/contract/organisation/stores';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/errors.ts';
import { toPaged } from '../../../platform/paging.ts';
import { compileListQuery } from '../../../platform/query-format.ts';
import type { SealedDb } from '../../../platform/sealed-db.ts';
import { ALL_STORES, STORE_LIST } from './list-definition-repository.ts';
import { findStoreListPage, findStoreRow, findUnitPage } from './repository.ts';

export type StoreDeps = { db: SealedDb; clock: Clock };

/** Units created since then are new: the list highlights them (docs/domain.md §14.4). */
const newSince = (clock: Clock) => new Date(clock.now().getTime() - NEW_STORE_DAYS * 86_400_000);

/** watsonsstore/GetStoresList: one page of units with their managers. */
export async function listStores(
  deps: StoreDeps,
  formatter: TQueryFormatter,
): Promise<TPaged<TStoreRow>> {
  const query = compileListQuery(STORE_LIST, formatter);
  const { rows, total } = await findStoreListPage(deps.db, query, newSince(deps.clock));
  return toPaged(rows, total, query.pageNumber);
}

/** watsonsstore/GetStore: one unit, 404 when unknown. */
export async function getStore(deps: StoreDeps, id: string): Promise<TStoreRow> {
  const row = await findStoreRow(deps.db, id, newSince(deps.clock));
  if (!row) throw notFound(M.storeNotFound);
  return row;
}

/** watsonsstore/GetAllStoresPage: units active or not, with their type. */
export async function listAllUnits(
  db: SealedDb,
  formatter: TQueryFormatter,
): Promise<TPaged<TUnitLookupRow>> {
  const query = compileListQuery(ALL_STORES, formatter);
  const { rows, total } = await findUnitPage(db, query);
  return toPaged(rows, total, query.pageNumber);
}
