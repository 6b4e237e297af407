import { getCampaignsPageEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** POST /api/campaign/GetCampaignsPage: one page of every campaign, active or not. */
function getCampaignsPage(query: TQueryFormatter, signal?: AbortSignal) {
  return callEndpoint(getCampaignsPageEndpoint, { body: query }, { signal });
}

function campaignsPageQueryOptions(query: TQueryFormatter) {
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'admin', 'campaigns-page', query],
    queryFn: ({ signal }) => getCampaignsPage(query, signal),
    // The previous page stays while the next one loads (no empty flash when paging).
    placeholderData: keepPreviousData,
  });
}

export function useCampaignsPage(query: TQueryFormatter) {
  return useQuery(campaignsPageQueryOptions(query));
}
