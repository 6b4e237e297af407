import { getHolidaysEndpoint } from '@ccms/contract/endpoints/holidays';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The first part of the holiday list's key: an import reloads it. */
export const HOLIDAYS_QUERY_KEY = ['holidays'] as const;

/** POST /api/holiday/getHolidays: one page of holidays. */
function getHolidays(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(getHolidaysEndpoint, { body: query }, { signal });
}

/** Keeps the previous page while the next one loads (no empty flash when paging). */
export function useHolidays(query: TQueryFormatter) {
  return useQuery({
    ...queryOptions({
      queryKey: [...HOLIDAYS_QUERY_KEY, query],
      queryFn: ({ signal }) => getHolidays(query, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
