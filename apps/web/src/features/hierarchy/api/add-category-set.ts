import { addCategorySetEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { TCategorySetCreateRequest } from '@ccms/contract/hierarchy-admin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { HIERARCHY_QUERY_KEY } from '../../../lib/hierarchy-query-key';

/**
 * POST /api/tickethierarchy/addticketcategoryset: adds a breakdown under the client's id. A
 * refusal (the same triple again) is shown by the global handler and throws.
 */
export function addCategorySet(request: TCategorySetCreateRequest) {
  return callEndpoint(addCategorySetEndpoint, { body: request });
}

export function useAddCategorySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategorySet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HIERARCHY_QUERY_KEY }),
  });
}
