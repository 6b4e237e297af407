import type { TPaged } from '@ccms/contract/envelope';
import type { THierarchyItem } from '@ccms/contract/hierarchy';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { addTicketCategory } from '../api/add-ticket-category';
import { addTicketSubCategory } from '../api/add-ticket-sub-category';
import { addTicketType } from '../api/add-ticket-type';
import { listTicketCategories } from '../api/list-ticket-categories';
import { listTicketSubCategories } from '../api/list-ticket-sub-categories';
import { listTicketTypes } from '../api/list-ticket-types';
import { updateTicketCategory } from '../api/update-ticket-category';
import { updateTicketSubCategory } from '../api/update-ticket-sub-category';
import { updateTicketType } from '../api/update-ticket-type';

type LevelWrite = (row: THierarchyItemWrite) => ReturnType<typeof addTicketType>;

/** One tab of /definitions/ticket-hierarchies: its address, texts and calls. */
export type HierarchyLevel = {
  /** The last part of the tab's address. */
  key: 'ticket-types' | 'ticket-categories' | 'ticket-subcategories';
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  newButtonLabel: string;
  /** The category set filter that finds the breakdowns under a row. */
  categorySetFilter: 'typeId' | 'categoryId' | 'subCategoryId';
  list: (query: TQueryFormatter, signal?: AbortSignal) => Promise<TPaged<THierarchyItem>>;
  add: LevelWrite;
  update: LevelWrite;
};

export const HIERARCHY_BASE_PATH = '/definitions/ticket-hierarchies';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = [
  {
    key: 'ticket-types',
    title: 'Bilet Tipleri',
    tableLabel: 'Bilet tipleri',
    newButtonLabel: 'Yeni Bilet Tipi',
    categorySetFilter: 'typeId',
    list: listTicketTypes,
    add: addTicketType,
    update: updateTicketType,
  },
  {
    key: 'ticket-categories',
    title: 'Bilet Kategorileri',
    tableLabel: 'Bilet kategorileri',
    newButtonLabel: 'Yeni Bilet Kategorisi',
    categorySetFilter: 'categoryId',
    list: listTicketCategories,
    add: addTicketCategory,
    update: updateTicketCategory,
  },
  {
    key: 'ticket-subcategories',
    title: 'Bilet Alt Kategorileri',
    tableLabel: 'Bilet alt kategorileri',
    newButtonLabel: 'Yeni Bilet Alt Kategorisi',
    categorySetFilter: 'subCategoryId',
    list: listTicketSubCategories,
    add: addTicketSubCategory,
    update: updateTicketSubCategory,
  },
];

export function levelPath(level: HierarchyLevel): string {
  return `${HIERARCHY_BASE_PATH}/${level.key}`;
}

/** The tab an address opens (the first one for anything else). */
export function levelOfPath(pathname: string): HierarchyLevel {
  const last = pathname.toLowerCase().replace(/\/+$/, '').split('/').pop();
  return HIERARCHY_LEVELS.find((level) => level.key === last) ?? HIERARCHY_LEVELS[0]!;
}
