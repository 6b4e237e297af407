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

/** Every address read (cities, counties); refreshed when the address version goes up. */
export const ADDRESS_QUERY_KEY = ['address'] as const;

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: [...ADDRESS_QUERY_KEY, 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    // The cities change only with a new seed, and the data versions tell the app when.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
