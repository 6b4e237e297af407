import { PAGE_SIZES } from '@ccms/contract/constants';
import {
  ALL_STORES_FILTERS,
  ALL_STORES_SORTABLE,
  STORE_LIST_FILTERS,
  STORE_LIST_SORTABLE,
} from '@ccms/contract/organisation/stores';
import { cities, stores } from '../../../db/schema/index.ts';
import { defineList } from '../../../platform/query-format.ts';

/** watsonsstore/GetStoresList: the stores list's whitelist; lastName is the unit manager's. */
export const STORE_LIST = defineList({
  filters: STORE_LIST_FILTERS,
  sortable: STORE_LIST_SORTABLE,
  columns: {
    name: stores.name,
    cityName: cities.name,
    type: stores.type,
    lastName: stores.unitManagerSurname,
    phoneNumber: stores.phoneNumber,
    emailAddress: stores.emailAddress,
    isActive: stores.isActive,
    createdDate: stores.createdAt,
  },
  overrides: { type: { type: 'number' }, createdDate: { type: 'date' } },
  turkishOrder: ['name', 'cityName', 'lastName'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: stores.id,
  defaultPageSize: PAGE_SIZES.stores,
});

/** watsonsstore/GetAllStoresPage: units active or not, by name, 30 a page. */
export const ALL_STORES = defineList({
  filters: ALL_STORES_FILTERS,
  sortable: ALL_STORES_SORTABLE,
  columns: { name: stores.name, isActive: stores.isActive },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: stores.id,
  defaultPageSize: PAGE_SIZES.lookup,
});
