import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { customerQueryKey } from './get-customer';
import { CUSTOMER_LIST_QUERY_KEY } from './list-customers';

export type ChangeCustomerFlagStatusRequest = { id: string; isFlag: boolean };
type EnvelopeResponse = { isSuccess: boolean; data: unknown; messages: string[] };

/**
 * POST /api/customers/changeisflagstatus: flags or unflags a customer. The server writes the flag
 * description (the user's name on a manual flag) and clears it on removal.
 */
export function changeCustomerFlagStatus(
  request: ChangeCustomerFlagStatusRequest,
): Promise<EnvelopeResponse> {
  return http.post<EnvelopeResponse>('customers/changeisflagstatus', request);
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
