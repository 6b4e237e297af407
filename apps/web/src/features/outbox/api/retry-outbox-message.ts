import { retryOutboxMessageEndpoint } from '@ccms/contract/endpoints/outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { OUTBOX_QUERY_KEY } from './outbox-query-key';

/** POST /api/outbox/retry: sends a failed or given-up message again. */
function retryOutboxMessage(id: string) {
  return callEndpoint(retryOutboxMessageEndpoint, { body: { id } });
}

export function useRetryOutboxMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSettled: () => client.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY }),
  });
}
