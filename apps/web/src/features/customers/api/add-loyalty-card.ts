import type { EndpointResponse } from '@ccms/contract/endpoint';
import { addLoyaltyCardEndpoint } from '@ccms/contract/endpoints/customers';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';

export type AddLoyaltyCardRequest = { number: string; customerId: string; isActiveCard: boolean };
export type AddLoyaltyCardResponse = EndpointResponse<ReturnType<typeof addLoyaltyCardEndpoint>>;

/** POST /api/customers/{brand}cards/add: gives the customer a new loyalty card. */
export function addLoyaltyCard(
  brand: string,
  request: AddLoyaltyCardRequest,
  idempotencyKey?: string,
): Promise<AddLoyaltyCardResponse> {
  return callEndpoint(addLoyaltyCardEndpoint(brand), { body: request }, { idempotencyKey });
}

/**
 * Nothing is invalidated here: after a card is added the detail page reloads itself 1 s later
 * (docs/domain.md §6 Cards).
 */
export function useAddLoyaltyCard() {
  const { brand } = useClientConfig();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: AddLoyaltyCardRequest) =>
      addLoyaltyCard(brand, request, keys.keyFor(request)),
    onSuccess: () => keys.done(),
  });
}
