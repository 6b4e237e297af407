import { getReportDepartmentsEndpoint } from '@ccms/contract/endpoints/reports';
import type { TReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dataOf, REPORT_STALE_TIME, REPORTS_QUERY_KEY } from './report-query-key';

/** POST /api/reports/departments (Reports): time each unit held the tickets of the period. */
async function getReportDepartments(filter: TReportFilter, signal?: AbortSignal) {
  // The screen shows the server's refusal itself (a period too long, a day in the wrong order).
  return dataOf(
    await callEndpoint(getReportDepartmentsEndpoint, { body: filter }, { signal, notify: false }),
  );
}

function getReportDepartmentsQueryOptions(filter: TReportFilter) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'departments', filter],
    queryFn: ({ signal }) => getReportDepartments(filter, signal),
    staleTime: REPORT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useReportDepartments(filter: TReportFilter) {
  return useQuery(getReportDepartmentsQueryOptions(filter));
}
