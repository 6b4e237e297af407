import type { ZCounty } from '@ccms/contract/customers/schemas';
import { getCountiesOfCityEndpoint } from '@ccms/contract/endpoints/address';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

export type TCounty = z.infer<typeof ZCounty>;

/** GET /api/address/CountiesOfCity/{cityId}: the counties (ilçe) of one city. */
export function getCountiesOfCity(cityId: number, signal?: AbortSignal): Promise<TCounty[]> {
  return callEndpoint(getCountiesOfCityEndpoint, { params: { cityId } }, { signal });
}

export function countiesOfCityQueryOptions(cityId: number | undefined) {
  return queryOptions({
    queryKey: ['address', 'counties-of-city', cityId ?? null],
    queryFn: cityId === undefined ? skipToken : ({ signal }) => getCountiesOfCity(cityId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Disabled (no request) until a city is chosen. */
export function useCountiesOfCity(cityId: number | undefined) {
  return useQuery(countiesOfCityQueryOptions(cityId));
}
