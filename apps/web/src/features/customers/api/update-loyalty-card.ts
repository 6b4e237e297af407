import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientConfig } from '../../../lib/client-config';
import { http } from '../../../lib/http';
import { customerQueryKey } from './get-customer';

export type UpdateLoyaltyCardRequest = {
  id: string;
  customerId: string;
  isActiveCard: boolean;
  isActive: boolean;
};
type EnvelopeResponse = { isSuccess: boolean; data: unknown; messages: string[] };

/**
 * POST /api/customers/{brand}cards/update: making a card the active one makes the customer's
 * other cards non-active (the server does that).
 */
export function updateLoyaltyCard(
  brand: string,
  request: UpdateLoyaltyCardRequest,
): Promise<EnvelopeResponse> {
  return http.post<EnvelopeResponse>(`customers/${encodeURIComponent(brand)}cards/update`, request);
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
