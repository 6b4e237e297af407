import { getHealthEndpoint } from '@ccms/contract/endpoints/health';
import { type THealth, ZHealth } from '@ccms/contract/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * GET /api/check (public). An unhealthy server may answer with an error status and a health
 * body; that body still says 'unhealthy' rather than 'unavailable'.
 */
export async function getHealth(signal?: AbortSignal): Promise<THealth> {
  try {
    return await callEndpoint(getHealthEndpoint, undefined, { notify: false, signal });
  } catch (error) {
    if (error instanceof ApiError) {
      const health = ZHealth.safeParse(error.body);
      if (health.success) return health.data;
    }
    throw error;
  }
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    staleTime: 0,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
