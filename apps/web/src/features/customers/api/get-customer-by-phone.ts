import type { TCustomer } from '@ccms/contract/customers/schemas';
import { getCustomerByPhoneEndpoint } from '@ccms/contract/endpoints/customers';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export function customerByPhoneQueryKey(phoneNumber: string) {
  return ['customers', 'by-phone', phoneNumber] as const;
}

/**
 * GET /api/customers/phoneNumber/{phone}: the customer holding this number, or null when none
 * does (404, or an empty answer). Other failures throw. No global notification: "no match" is
 * an ordinary answer here (the incoming-call path then opens the customer list).
 */
export async function getCustomerByPhone(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<TCustomer | null> {
  if (phoneNumber === '') return null;
  try {
    const customer = await callEndpoint(
      getCustomerByPhoneEndpoint,
      { params: { phone: phoneNumber } },
      { notify: false, signal },
    );
    // An empty answer reads as undefined: no match, like a 404.
    return customer ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function customerByPhoneQueryOptions(phoneNumber: string) {
  return queryOptions({
    queryKey: customerByPhoneQueryKey(phoneNumber),
    queryFn: ({ signal }) => getCustomerByPhone(phoneNumber, signal),
  });
}
