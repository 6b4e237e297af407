import type { TCargoCompany } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/** GET /api/cargoCompany/GetAllCargoCompanies: the active cargo companies. */
export function getCargoCompanies(signal?: AbortSignal): Promise<TCargoCompany[]> {
  return http.get<TCargoCompany[]>('cargoCompany/GetAllCargoCompanies', { signal });
}

export function cargoCompaniesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'cargo-companies'],
    queryFn: ({ signal }) => getCargoCompanies(signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the field. */
export function useCargoCompanies(enabled: boolean) {
  return useQuery({ ...cargoCompaniesQueryOptions(), enabled });
}
