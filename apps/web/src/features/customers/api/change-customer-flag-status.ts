import type { EndpointResponse } from '@ccms/contract/endpoint';
import { changeCustomerFlagStatusEndpoint } from '@ccms/contract/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';
import { CUSTOMER_LIST_QUERY_KEY } from './list-customers';

export type ChangeCustomerFlagStatusRequest = { id: string; isFlag: boolean };
type EnvelopeResponse = EndpointResponse<typeof changeCustomerFlagStatusEndpoint>;

/**
 * POST /api/customers/changeisflagstatus: flags or unflags a customer. The server writes the flag
 * description (the user's name on a manual flag) and clears it on removal.
 */
export function changeCustomerFlagStatus(
  request: ChangeCustomerFlagStatusRequest,
): Promise<EnvelopeResponse> {
  return callEndpoint(changeCustomerFlagStatusEndpoint, { body: request });
}

/** On success the customer (banner, switch) and the lists are fetched again. */
export function useChangeCustomerFlagStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCustomerFlagStatus,
    onSuccess: (_response, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerQueryKey(request.id) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_QUERY_KEY }),
      ]),
  });
}
