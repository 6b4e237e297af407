import type { EndpointResponse } from '@ccms/contract/endpoint';
import { updateLoyaltyCardEndpoint } from '@ccms/contract/endpoints/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { customerQueryKey } from './get-customer';

export type UpdateLoyaltyCardRequest = {
  id: string;
  customerId: string;
  isActiveCard: boolean;
  isActive: boolean;
};
type EnvelopeResponse = EndpointResponse<ReturnType<typeof updateLoyaltyCardEndpoint>>;

/**
 * POST /api/customers/{brand}cards/update: making a card the active one makes the customer's
 * other cards non-active (the server does that).
 */
export function updateLoyaltyCard(
  brand: string,
  request: UpdateLoyaltyCardRequest,
): Promise<EnvelopeResponse> {
  return callEndpoint(updateLoyaltyCardEndpoint(brand), { body: request });
}

/** On success the customer and its cards are fetched again. */
export function useUpdateLoyaltyCard() {
  const { brand } = useClientConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateLoyaltyCardRequest) => updateLoyaltyCard(brand, request),
    onSuccess: (_response, request) =>
      queryClient.invalidateQueries({ queryKey: customerQueryKey(request.customerId) }),
  });
}
