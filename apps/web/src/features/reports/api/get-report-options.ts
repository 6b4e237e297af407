import { getReportOptionsEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/options (Reports): the regions, areas and stores the filter offers. */
async function getReportOptions(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportOptionsEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportOptionsQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'options', filter],
    queryFn: ({ signal }) => getReportOptions(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportOptions(filter: TReportFilter) {
  return useQuery(getReportOptionsQueryOptions(filter));
}
