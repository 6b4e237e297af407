import { getAllSourcesEndpoint } from '@ccms/contract/endpoints/reference-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** POST /api/sources/GetAllSources: every source not deleted, active or not, by name. */
function getAllSources(signal?: AbortSignal) {
  return callEndpoint(getAllSourcesEndpoint, undefined, { signal });
}

function allSourcesQueryOptions() {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'admin', 'sources'],
    queryFn: ({ signal }) => getAllSources(signal),
  });
}

export function useAllSources() {
  return useQuery(allSourcesQueryOptions());
}
