import { deleteHolidayEndpoint } from '@ccms/contract/endpoints/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/holiday/deleteHoliday: one holiday; open tickets are re-timed. */
function deleteHoliday(id: string) {
  return callEndpoint(deleteHolidayEndpoint, { body: { id } });
}

/** The list reloads after the change. */
export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
