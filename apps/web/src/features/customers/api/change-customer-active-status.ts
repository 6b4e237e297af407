import type { ZChangeActiveStatusRequest } from '@ccms/contract/customers/schemas';
import type { EndpointResponse } from '@ccms/contract/endpoint';
import { changeCustomerActiveStatusEndpoint } from '@ccms/contract/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';
import { CUSTOMER_LIST_QUERY_KEY } from './list-customers';

export type ChangeCustomerActiveStatusRequest = z.infer<typeof ZChangeActiveStatusRequest>;
export type ChangeCustomerActiveStatusResponse = EndpointResponse<
  typeof changeCustomerActiveStatusEndpoint
>;

/**
 * POST /api/customers/changeisactivestatus: activates or deactivates a customer. Ask
 * CUSTOMER_MESSAGES.confirmDeactivate before deactivating; the global handler shows the result.
 */
export function changeCustomerActiveStatus(
  request: ChangeCustomerActiveStatusRequest,
): Promise<ChangeCustomerActiveStatusResponse> {
  return callEndpoint(changeCustomerActiveStatusEndpoint, { body: request });
}

/** Success or failure, the lists and the customer are fetched again (the switch shows the truth). */
export function useChangeCustomerActiveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCustomerActiveStatus,
    onSettled: (_response, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: customerQueryKey(request.id) }),
      ]),
  });
}
