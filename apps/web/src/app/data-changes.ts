import type { DataTopic } from '@ccms/contract/data-versions';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ADDRESS_QUERY_KEY } from '../features/customers/api/get-cities';
import { HOLIDAYS_QUERY_KEY } from '../features/holidays/api/get-holidays';
import { ORG_QUERY_KEY } from '../features/organisation/api/organisation-cache';
import { USERS_QUERY_KEY } from '../lib/api/get-users-page';
import { ROLES_QUERY_KEY } from '../lib/api/list-roles';
import { createDataVersionWatch } from '../lib/data-versions';
import { HIERARCHY_QUERY_KEY } from '../lib/hierarchy-query-key';
import { MAIL_GROUPS_QUERY_KEY } from '../lib/mail-group-query-key';
import { REFERENCE_QUERY_KEY } from '../lib/reference-query-key';
import { RULE_SETS_QUERY_KEY } from '../lib/rule-set-query-key';
import { SESSION_QUERY_KEY } from '../lib/session-query-key';

/** Which reads a raised data version makes stale (the signing keys concern no read). */
export const QUERY_KEYS_OF_TOPIC: Record<DataTopic, readonly QueryKey[]> = {
  access: [SESSION_QUERY_KEY, ORG_QUERY_KEY, USERS_QUERY_KEY, ROLES_QUERY_KEY],
  holidays: [HOLIDAYS_QUERY_KEY],
  reference: [REFERENCE_QUERY_KEY],
  hierarchy: [HIERARCHY_QUERY_KEY],
  'rule-sets': [RULE_SETS_QUERY_KEY],
  'mail-groups': [MAIL_GROUPS_QUERY_KEY],
  address: [ADDRESS_QUERY_KEY],
  'idp-keys': [],
};

/**
 * What the app does with each answer's data versions: an administrator's change made in any
 * browser, on any instance, refreshes this browser's look-ups of that kind on its next API
 * answer, instead of when their minutes of freshness run out (docs/architecture.md, 'Caches that
 * agree across instances'). Shown queries load again; the others are loaded when next shown.
 */
export function refreshOnDataChanges(queryClient: QueryClient): (header: string) => void {
  const watch = createDataVersionWatch();
  return (header) => {
    for (const topic of watch.changedTopics(header)) {
      for (const queryKey of QUERY_KEYS_OF_TOPIC[topic]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  };
}
