import { listTicketTypesEndpoint } from '@ccms/contract/endpoints/hierarchy';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/tickettypes: one page of ticket types for the query format. */
export function listTicketTypes(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listTicketTypesEndpoint, { body: query }, { signal });
}
