import { updateCategorySetEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TCategorySetUpdateRequest } from '@ccms/contract/hierarchy-admin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/**
 * POST /api/tickethierarchy/UpdateTicketCategorySet: saves a breakdown's whole row (call type,
 * switches, script, mail group). The global handler shows the result.
 */
export function updateCategorySet(request: TCategorySetUpdateRequest) {
  return callEndpoint(updateCategorySetEndpoint, { body: request });
}

/** Success or failure, the list is fetched again: a switch always shows the server's value. */
export function useUpdateCategorySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategorySet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY }),
  });
}
