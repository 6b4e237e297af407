import type { ZCity } from '@ccms/contract/customers/schemas';
import { getCitiesEndpoint } from '@ccms/contract/endpoints/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

export type TCity = z.infer<typeof ZCity>;

/** GET /api/address/cities: every city (il) of Turkey. */
export function getCities(signal?: AbortSignal): Promise<TCity[]> {
  return callEndpoint(getCitiesEndpoint, undefined, { signal });
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['address', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    // The list of cities does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
