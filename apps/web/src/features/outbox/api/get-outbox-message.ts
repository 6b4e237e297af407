import { getOutboxMessageEndpoint } from '@ccms/contract/endpoints/outbox';
import type { TOutboxMessageDetail } from '@ccms/contract/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { OUTBOX_QUERY_KEY } from './outbox-query-key';

/** POST /api/outbox/get: one message whole. */
function getOutboxMessage(id: string, signal?: AbortSignal): Promise<TOutboxMessageDetail> {
  return callEndpoint(getOutboxMessageEndpoint, { body: { id } }, { signal });
}

import { isMoving } from './outbox-query-key';

/**
 * The message the drawer shows; nothing is asked while no message is open. While it waits or is
 * being sent, it is read again every 2 s, so the drawer shows how the attempt ends.
 */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...OUTBOX_QUERY_KEY, 'message', id],
      queryFn: ({ signal }) => getOutboxMessage(id as string, signal),
    }),
    enabled: id !== null,
    refetchInterval: (query) => (isMoving(query.state.data?.state) ? 2_000 : false),
  });
}
