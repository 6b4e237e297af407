import { getTicketQuestionsByTicketIdEndpoint } from '@ccms/contract/endpoints/tickets-detail';
import type { TTicketAnswer } from '@ccms/contract/tickets-detail/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { TICKET_DETAIL_STALE_TIME, ticketDetailKeys } from './ticket-detail-keys';

/** POST /api/ticket/GetTicketQuestionsByTicketId: the survey questions with this ticket's answers. */
export function getTicketQuestionsByTicketId(
  id: string,
  signal?: AbortSignal,
): Promise<TTicketAnswer[]> {
  return callEndpoint(
    getTicketQuestionsByTicketIdEndpoint,
    { body: { id } },
    { signal, notify: false },
  );
}

export function ticketQuestionsByTicketIdQueryOptions(id: string) {
  return queryOptions({
    queryKey: ticketDetailKeys.questions(id),
    queryFn: ({ signal }) => getTicketQuestionsByTicketId(id, signal),
    staleTime: TICKET_DETAIL_STALE_TIME,
  });
}

/** Asked only for tickets with a survey (the breakdown's isIvr, or answers kept). */
export function useTicketQuestionsByTicketId(id: string, enabled: boolean) {
  return useQuery({ ...ticketQuestionsByTicketIdQueryOptions(id), enabled });
}
