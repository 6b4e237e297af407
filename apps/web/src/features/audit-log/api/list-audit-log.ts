import type { TAuditEntry } from '@ccms/contract/audit-log';
import { listAuditLogEndpoint } from '@ccms/contract/endpoints/audit-log';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/auditlog/list: one page of the administration audit log. */
function listAuditLog(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TAuditEntry>> {
  return callEndpoint(listAuditLogEndpoint, { body: query }, { signal });
}

/** Keeps the previous page while the next one loads (no empty flash when paging). */
export function useAuditLog(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: ['audit-log', query],
      queryFn: ({ signal }) => listAuditLog(query, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
