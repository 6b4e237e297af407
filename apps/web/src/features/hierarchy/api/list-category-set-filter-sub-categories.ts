import { listTicketSubCategoriesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from './list-category-sets-page';

/**
 * POST /api/tickethierarchy/ticketsubcategories: one page of ticket sub-categories searched by name, for the
 * breakdown filter card and the new breakdown dialog.
 */
export function listCategorySetFilterSubCategories(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketSubCategoriesEndpoint, { body: query }, { signal });
}

export const listCategorySetFilterSubCategoriesKey = (query: TQueryFormatter) =>
  [...HIERARCHY_QUERY_KEY, 'filter-sub-categories', query] as const;
