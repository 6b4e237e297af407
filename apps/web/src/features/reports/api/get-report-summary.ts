import { getReportSummaryEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/summary (Reports): counts of the period and the previous one, the trend, the open tickets by SLA state. */
async function getReportSummary(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportSummaryEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportSummaryQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'summary', filter],
    queryFn: ({ signal }) => getReportSummary(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportSummary(filter: TReportFilter) {
  return useQuery(getReportSummaryQueryOptions(filter));
}
