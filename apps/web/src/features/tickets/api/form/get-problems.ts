import { getProblemsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TProblem } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** The problem type the ticket form asks for. */
export const TICKET_PROBLEM_TYPE = 1;

/** GET /api/problem/GetAllProblems/{type}: the active problems of a problem type. */
export function getProblems(problemType: number, signal?: AbortSignal): Promise<TProblem[]> {
  return callEndpoint(getProblemsEndpoint, { params: { id: problemType } }, { signal });
}

export function problemsQueryOptions(problemType = TICKET_PROBLEM_TYPE) {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'problems', problemType],
    queryFn: ({ signal }) => getProblems(problemType, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useProblems(enabled: boolean) {
  return useQuery({ ...problemsQueryOptions(), enabled });
}
