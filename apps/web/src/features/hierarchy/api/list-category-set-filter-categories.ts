import { listTicketCategoriesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from './list-category-sets-page';

/**
 * POST /api/tickethierarchy/ticketcategories: one page of ticket categories searched by name, for the
 * breakdown filter card and the new breakdown dialog.
 */
export function listCategorySetFilterCategories(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketCategoriesEndpoint, { body: query }, { signal });
}

export const listCategorySetFilterCategoriesKey = (query: TQueryFormatter) =>
  [...HIERARCHY_QUERY_KEY, 'filter-categories', query] as const;
