import type { TCustomerInput } from '@ccms/contract/customers/schemas';
import type { EndpointResponse } from '@ccms/contract/endpoint';
import { updateCustomerEndpoint } from '@ccms/contract/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';
import { CUSTOMER_LIST_QUERY_KEY } from './list-customers';

export type UpdateCustomerResponse = EndpointResponse<typeof updateCustomerEndpoint>;

/**
 * POST /api/customers/update: saves the customer's own fields (cards are changed through their
 * own calls). The global handler shows 'Kayıt işlemi başarılı' or the server's messages.
 */
export function updateCustomer(input: TCustomerInput): Promise<UpdateCustomerResponse> {
  return callEndpoint(updateCustomerEndpoint, { body: input });
}

/** On success the customer (and the lists that show it) are fetched again. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (_response, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerQueryKey(input.id) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_LIST_QUERY_KEY }),
      ]),
  });
}
