import { PAGE_SIZES } from '@ccms/contract/constants';
import { getTicketQuestionsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import type { TTicketQuestionRow } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** Every active survey question in its order (the first is the IVR question). */
export function buildTicketQuestionsQuery(): TQueryFormatter {
  return {
    filters: [],
    sortings: [{ propertyName: 'order', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.max },
  };
}

/** POST /api/ticketquestion/GetTicketQuestions: one page of the active survey questions. */
export function getTicketQuestions(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TTicketQuestionRow>> {
  return callEndpoint(getTicketQuestionsEndpoint, { body: query }, { signal });
}

export function ticketQuestionsQueryOptions() {
  const query = buildTicketQuestionsQuery();
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'ticket-questions', query],
    queryFn: ({ signal }) => getTicketQuestions(query, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only for breakdowns with a survey (surveyApplies). */
export function useTicketQuestions(enabled: boolean) {
  return useQuery({ ...ticketQuestionsQueryOptions(), enabled });
}
