import type { Endpoint } from '@ccms/contract/endpoint';
import type { TReportFilter, ZReportFilter } from '@ccms/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

/** Every report answer is cached under this key, then the call's path and its filter. */
const REPORTS_QUERY_KEY = ['reports'] as const;

/** Report figures move with every ticket change: a minute in the cache is enough. */
const REPORT_STALE_TIME = 60_000;

/** A report call: the filter in, the figures (`T`) in the answer's envelope out. */
type ReportEndpoint<T> = Endpoint & {
  method: 'POST';
  body: typeof ZReportFilter;
  response: z.ZodType<{ data: T | null; messages: string[] }>;
};

/** The figures of a report answer; an answer without them is a failure the card shows. */
function dataOf<T>(answer: { data: T | null; messages: string[] }): T {
  if (answer.data === null) throw new Error(answer.messages.join(' ') || 'Rapor alınamadı.');
  return answer.data;
}

/**
 * The query hook of one report call (its fetcher and queryOptions inside): the figures for a
 * filter, cached a minute, the previous figures shown while the next load. The screen shows
 * the server's refusal itself (a period too long, a day in the wrong order), so no global
 * notification.
 */
export function reportQueryHook<T>(endpoint: ReportEndpoint<T>) {
  const fetchReport = async (filter: TReportFilter, signal?: AbortSignal): Promise<T> =>
    dataOf(await callEndpoint(endpoint, { body: filter }, { signal, notify: false }));
  const reportQueryOptions = (filter: TReportFilter) =>
    queryOptions({
      queryKey: [...REPORTS_QUERY_KEY, endpoint.path, filter],
      queryFn: ({ signal }) => fetchReport(filter, signal),
      staleTime: REPORT_STALE_TIME,
      placeholderData: keepPreviousData,
    });
  const useReport = (filter: TReportFilter) => useQuery(reportQueryOptions(filter));
  return useReport;
}
