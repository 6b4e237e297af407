import { listTicketCategoriesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/ticketcategories: one page of ticket categories for the query format. */
export function listTicketCategories(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketCategoriesEndpoint, { body: query }, { signal });
}
