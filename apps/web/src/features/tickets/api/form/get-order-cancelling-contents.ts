import { getOrderCancellingContentsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TOrderCancellingContent } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/Order/GetOrderCancellingContentList: the active order-cancelling reasons. */
export function getOrderCancellingContents(
  signal?: AbortSignal,
): Promise<TOrderCancellingContent[]> {
  return callEndpoint(getOrderCancellingContentsEndpoint, undefined, { signal });
}

export function orderCancellingContentsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'order-cancelling-contents'],
    queryFn: ({ signal }) => getOrderCancellingContents(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useOrderCancellingContents(enabled: boolean) {
  return useQuery({ ...orderCancellingContentsQueryOptions(), enabled });
}
