import { listOutboxEndpoint } from '@ccms/contract/endpoints/outbox';
import type { TPaged } from '@ccms/contract/envelope';
import type { TOutboxMessage } from '@ccms/contract/outbox';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isMoving, OUTBOX_QUERY_KEY } from './outbox-query-key';

/** POST /api/outbox/list: one page of the mails and SMS. */
function listOutbox(query: TQueryFormatter, signal?: AbortSignal): Promise<TPaged<TOutboxMessage>> {
  return callEndpoint(listOutboxEndpoint, { body: query }, { signal });
}

/**
 * Keeps the previous page while the next one loads (no empty flash when paging). While a message
 * of the page waits or is being sent, the page is read again every 3 s, so its state follows.
 */
export function useOutbox(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: [...OUTBOX_QUERY_KEY, 'list', query],
      queryFn: ({ signal }) => listOutbox(query, signal),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isMoving(item.state)) ? 3_000 : false,
  });
}
