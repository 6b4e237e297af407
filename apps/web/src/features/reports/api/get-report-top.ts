import { getReportTopEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/top (Reports): the ten breakdowns and stores with most tickets. */
async function getReportTop(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportTopEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportTopQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'top', filter],
    queryFn: ({ signal }) => getReportTop(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportTop(filter: TReportFilter) {
  return useQuery(getReportTopQueryOptions(filter));
}
