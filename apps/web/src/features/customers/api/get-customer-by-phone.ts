import { type TCustomer, ZCustomer } from '@ccms/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';

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
    const body = await http.get<unknown>(
      `customers/phoneNumber/${encodeURIComponent(phoneNumber)}`,
      { notify: false, signal },
    );
    return body === undefined || body === null ? null : ZCustomer.parse(body);
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

export function useCustomerByPhone(phoneNumber: string) {
  return useQuery(customerByPhoneQueryOptions(phoneNumber));
}
