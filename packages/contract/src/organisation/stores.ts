import { z } from 'zod';
import { STORE_TYPES } from '../constants.ts';
import { ZStoreLookupRow } from '../reference.ts';

/**
 * The stores list (docs/domain.md §14.4 Stores list): contains name, lastName (the unit
 * manager's surname), phoneNumber, emailAddress; equals isActive. The screen sends text values
 * upper-cased the Turkish way; `contains` compares case-insensitively.
 */
export const STORE_LIST_FILTERS = {
  name: 'contains',
  lastName: 'contains',
  phoneNumber: 'contains',
  emailAddress: 'contains',
  isActive: 'equal',
} as const;
export const STORE_LIST_SORTABLE = [
  'name',
  'cityName',
  'type',
  'lastName',
  'phoneNumber',
  'emailAddress',
  'isActive',
  'createdDate',
] as const;

/**
 * The list including inactive units: name contains, 30 a page (docs/domain.md §14.4 Access; the
 * pickers' page: §10).
 */
export const ALL_STORES_FILTERS = { name: 'contains', isActive: 'equal' } as const;
export const ALL_STORES_SORTABLE = ['name'] as const;

/** A unit created this many days ago or later counts as new (its row is highlighted). */
export const NEW_STORE_DAYS = 30;

/** Turkish names of the unit types (docs/domain.md §1 Unit). */
export function storeTypeName(type: number): string {
  return type === STORE_TYPES.store ? 'Mağaza' : 'Departman';
}

/** A unit with its managers (docs/domain.md §1 Unit); the list reads it whole. */
export const ZStoreRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  cityName: z.string().nullable(),
  /** 0 store; 1 and 4 department. */
  type: z.number().int(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  isECommerce: z.boolean(),
  regionManagerName: z.string().nullable(),
  regionManagerSurname: z.string().nullable(),
  regionManagerEmail: z.string().nullable(),
  areaManagerName: z.string().nullable(),
  areaManagerSurname: z.string().nullable(),
  areaManagerEmail: z.string().nullable(),
  unitManagerName: z.string().nullable(),
  unitManagerSurname: z.string().nullable(),
  unitManagerEmail: z.string().nullable(),
  /** The unit manager's surname, as the list's 'Soyad' filter reads it. */
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  /** Created within the last NEW_STORE_DAYS days. */
  isNew: z.boolean(),
  createdDate: z.string(),
});
export type TStoreRow = z.infer<typeof ZStoreRow>;

/**
 * The store role look-up (docs/domain.md §14.4 Store-role hand-over): who holds a role at a unit;
 * paged by query parameters.
 */
export const ZStoreRoleLookupQuery = z.object({
  storeId: z.string().uuid().optional(),
  roleId: z.string().uuid().optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  maxItemCountPerPage: z.coerce.number().int().min(1).max(100).default(10),
});

/** watsonsstore/GetAllStoresPage: a unit with its type and state, active or not. */
export const ZUnitLookupRow = ZStoreLookupRow.extend({
  /** 0 store; 1 and 4 department: which roles the unit takes (docs/domain.md §14.4). */
  type: z.number().int(),
  isActive: z.boolean(),
});
export type TUnitLookupRow = z.infer<typeof ZUnitLookupRow>;
