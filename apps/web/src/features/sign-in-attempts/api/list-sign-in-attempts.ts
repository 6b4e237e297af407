import { listSignInAttemptsEndpoint } from '@ccms/contract/endpoints/sign-in-attempts';
import type { TPaged } from '@ccms/contract/envelope';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import type { TSignInAttempt } from '@ccms/contract/sign-in-attempts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/signinattempts/list: one page of the password sign-in attempts. */
function listSignInAttempts(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TSignInAttempt>> {
  return callEndpoint(listSignInAttemptsEndpoint, { body: query }, { signal });
}

/** Keeps the previous page while the next one loads (no empty flash when paging). */
export function useSignInAttempts(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: ['sign-in-attempts', query],
      queryFn: ({ signal }) => listSignInAttempts(query, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
