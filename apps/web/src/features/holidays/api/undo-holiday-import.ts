import { undoHolidayImportEndpoint } from '@ccms/contract/endpoints/holidays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './get-holidays';

/** POST /api/holiday/undoHolidayImport: the holidays an import added go; tickets re-timed. */
function undoHolidayImport(importId: string) {
  return callEndpoint(undoHolidayImportEndpoint, { body: { importId } });
}

/** The list reloads after the change. */
export function useUndoHolidayImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoHolidayImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
}
