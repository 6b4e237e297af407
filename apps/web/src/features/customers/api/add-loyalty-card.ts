import { useMutation } from '@tanstack/react-query';
import { useClientConfig } from '../../../lib/client-config';
import { http } from '../../../lib/http';

export type AddLoyaltyCardRequest = { number: string; customerId: string; isActiveCard: boolean };
export type AddLoyaltyCardResponse = {
  isSuccess: boolean;
  data: { number: string } | null;
  messages: string[];
};

/** POST /api/customers/{brand}cards/add: gives the customer a new loyalty card. */
export function addLoyaltyCard(
  brand: string,
  request: AddLoyaltyCardRequest,
): Promise<AddLoyaltyCardResponse> {
  return http.post<AddLoyaltyCardResponse>(
    `customers/${encodeURIComponent(brand)}cards/add`,
    request,
  );
}

/**
 * Nothing is invalidated here: after a card is added the detail page reloads itself (part 1
 * §2.5, 1 s later).
 */
export function useAddLoyaltyCard() {
  const { brand } = useClientConfig();
  return useMutation({
    mutationFn: (request: AddLoyaltyCardRequest) => addLoyaltyCard(brand, request),
  });
}
