import { updateHolidayEndpoint } from '@ccms/contract/endpoints/holidays';
import type { TUpdateHolidayRequest } from '@ccms/contract/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/holiday/updateHoliday: every field of one holiday; open tickets are re-timed. */
function updateHoliday(body: TUpdateHolidayRequest) {
  return callEndpoint(updateHolidayEndpoint, { body });
}

/** The list reloads after the change. */
export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
