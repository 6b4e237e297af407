import { listOutboxEndpoint } from '@ccms/contract/endpoints/outbox';
import type { TPaged } from '@ccms/contract/envelope';
import type { TOutboxMessage } from '@ccms/contract/outbox';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { OUTBOX_QUERY_KEY } from './outbox-query-key';

/** POST /api/outbox/list: one page of the mails and SMS. */
function listOutbox(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TOutboxMessage>> {
  return callEndpoint(listOutboxEndpoint, { body: query }, { signal });
}

/** Keeps the previous page while the next one loads (no empty flash when paging). */
export function useOutbox(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: [...OUTBOX_QUERY_KEY, 'list', query],
      queryFn: ({ signal }) => listOutbox(query, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
