import { listTicketSubCategoriesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/ticketsubcategories: one page of ticket sub-categories for the query format. */
export function listTicketSubCategories(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketSubCategoriesEndpoint, { body: query }, { signal });
}
