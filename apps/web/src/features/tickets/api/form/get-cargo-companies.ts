import { getCargoCompaniesEndpoint } from '@ccms/contract/endpoints/reference';
import type { TCargoCompany } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/cargoCompany/GetAllCargoCompanies: the active cargo companies. */
export function getCargoCompanies(signal?: AbortSignal): Promise<TCargoCompany[]> {
  return callEndpoint(getCargoCompaniesEndpoint, undefined, { signal });
}

export function cargoCompaniesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'cargo-companies'],
    queryFn: ({ signal }) => getCargoCompanies(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useCargoCompanies(enabled: boolean) {
  return useQuery({ ...cargoCompaniesQueryOptions(), enabled });
}
