import { getCurrentLoginInformationEndpoint } from '@ccms/contract/endpoints/session';
import type { TCurrentLoginInformation } from '@ccms/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session-query-key';

/** POST /api/session/GetCurrentLoginInformation (signed-in): the user, roles and permissions. */
export function getCurrentLoginInformation(
  signal?: AbortSignal,
): Promise<TCurrentLoginInformation> {
  return callEndpoint(getCurrentLoginInformationEndpoint, undefined, { signal });
}

export function currentLoginInformationQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'current-login-information'],
    queryFn: ({ signal }) => getCurrentLoginInformation(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentLoginInformation(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentLoginInformationQueryOptions(), enabled: options.enabled ?? true });
}
