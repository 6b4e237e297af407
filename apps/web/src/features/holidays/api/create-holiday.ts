import { createHolidayEndpoint } from '@ccms/contract/endpoints/holidays';
import type { THolidayInput } from '@ccms/contract/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/holiday/createHoliday: one holiday by hand; the server re-times open tickets. */
function createHoliday(body: THolidayInput) {
  return callEndpoint(createHolidayEndpoint, { body });
}

/** The list reloads after the change. */
export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
