import type { ZCounty } from '@ccms/contract/customers/schemas';
import { getCountiesOfCityEndpoint } from '@ccms/contract/endpoints/address';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { ADDRESS_QUERY_KEY } from './get-cities';

export type TCounty = z.infer<typeof ZCounty>;

/** GET /api/address/CountiesOfCity/{cityId}: the counties (ilçe) of one city. */
export function getCountiesOfCity(cityId: number, signal?: AbortSignal): Promise<TCounty[]> {
  return callEndpoint(getCountiesOfCityEndpoint, { params: { cityId } }, { signal });
}

export function countiesOfCityQueryOptions(cityId: number | undefined) {
  return queryOptions({
    queryKey: [...ADDRESS_QUERY_KEY, 'counties-of-city', cityId ?? null],
    queryFn: cityId === undefined ? skipToken : ({ signal }) => getCountiesOfCity(cityId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Disabled (no request) until a city is chosen. */
export function useCountiesOfCity(cityId: number | undefined) {
  return useQuery(countiesOfCityQueryOptions(cityId));
}
