import { getReportTimesEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/times (Reports): median and 90th percentile business time to close and to the first answer. */
async function getReportTimes(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportTimesEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportTimesQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'times', filter],
    queryFn: ({ signal }) => getReportTimes(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportTimes(filter: TReportFilter) {
  return useQuery(getReportTimesQueryOptions(filter));
}
