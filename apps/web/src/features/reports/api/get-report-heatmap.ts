import { getReportHeatmapEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/heatmap (Reports): SLA kept per store and week. */
async function getReportHeatmap(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportHeatmapEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportHeatmapQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'heatmap', filter],
    queryFn: ({ signal }) => getReportHeatmap(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportHeatmap(filter: TReportFilter) {
  return useQuery(getReportHeatmapQueryOptions(filter));
}
