import { type THealth, ZHealth } from '@ccms/contract/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';

/**
 * GET /api/check (public). An unhealthy server may answer with an error status and a health
 * body; that body still says 'unhealthy' rather than 'unavailable'.
 */
export async function getHealth(signal?: AbortSignal): Promise<THealth> {
  try {
    return ZHealth.parse(await http.get<unknown>('check', { notify: false, signal }));
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
