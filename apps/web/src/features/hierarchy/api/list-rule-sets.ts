import { listRuleSetsEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/rulesets/list: one page of rule sets searched by name (filter card, dialogs). */
export function listRuleSets(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(listRuleSetsEndpoint, { body: query }, { signal });
}

export const listRuleSetsKey = (query: TQueryFormatter) => ['rule-sets', 'list', query] as const;
