import { listTicketTypesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from './list-category-sets-page';

/**
 * POST /api/tickethierarchy/tickettypes: one page of ticket types searched by name, for the
 * breakdown filter card and the new breakdown dialog.
 */
export function listCategorySetFilterTypes(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketTypesEndpoint, { body: query }, { signal });
}

export const listCategorySetFilterTypesKey = (query: TQueryFormatter) =>
  [...HIERARCHY_QUERY_KEY, 'filter-types', query] as const;
