import type { TOrderCancellingContent } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/Order/GetOrderCancellingContentList: the active order-cancelling reasons. */
export function getOrderCancellingContents(
  signal?: AbortSignal,
): Promise<TOrderCancellingContent[]> {
  return http.get<TOrderCancellingContent[]>('Order/GetOrderCancellingContentList', { signal });
}

export function orderCancellingContentsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'order-cancelling-contents'],
    queryFn: ({ signal }) => getOrderCancellingContents(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useOrderCancellingContents(enabled: boolean) {
  return useQuery({ ...orderCancellingContentsQueryOptions(), enabled });
}
