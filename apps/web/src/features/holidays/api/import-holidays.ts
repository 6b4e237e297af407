import { importHolidaysEndpoint } from '@ccms/contract/endpoints/holidays';
import type { THolidayImportRequest } from '@ccms/contract/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/**
 * POST /api/holiday/importHolidays: adds and changes the file's holidays in one transaction;
 * the server re-times the open tickets and says how many.
 */
function importHolidays(request: THolidayImportRequest) {
  return callEndpoint(importHolidaysEndpoint, { body: request });
}

/** The list reloads after an import. */
export function useImportHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importHolidays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
