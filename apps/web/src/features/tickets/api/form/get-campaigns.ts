import { PAGE_SIZES } from '@ccms/contract/constants';
import { getCampaignsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { CAMPAIGN_TYPES, type TCampaignLookupRow } from '@ccms/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';
import { LOOKUP_STALE_TIME } from './lookup-cache';

/**
 * The active campaigns of the breakdown's kind, by name: online-shop breakdowns offer the
 * application-complaint campaigns, the others the default ones (campaign `isOnlineShop`).
 */
export function buildCampaignsQuery(isOnlineShop: boolean): TQueryFormatter {
  const campaignType = isOnlineShop ? CAMPAIGN_TYPES.applicationComplaint : CAMPAIGN_TYPES.default;
  return {
    filters: [{ propertyName: 'isOnlineShop', operator: 'equal', targetValue: campaignType }],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.campaigns },
  };
}

/** POST /api/campaign/GetCampaigns: one page of active campaigns. */
export function getCampaigns(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TCampaignLookupRow>> {
  return callEndpoint(getCampaignsEndpoint, { body: query }, { signal });
}

export function campaignsQueryOptions(isOnlineShop: boolean) {
  const query = buildCampaignsQuery(isOnlineShop);
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'campaigns', query],
    queryFn: ({ signal }) => getCampaigns(query, signal),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Asked only while the form shows the campaign field. */
export function useCampaigns(isOnlineShop: boolean, enabled: boolean) {
  return useQuery({ ...campaignsQueryOptions(isOnlineShop), enabled });
}
