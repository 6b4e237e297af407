import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The campaigns screen's page and sort. */
export type CampaignsState = { page: number; sort: TableSort | null };

export const DEFAULT_CAMPAIGN_SORT: TableSort = { field: 'name', order: 'ascend' };
export const INITIAL_CAMPAIGNS_STATE: CampaignsState = { page: 1, sort: DEFAULT_CAMPAIGN_SORT };

/** campaign/GetCampaignsPage's query: every campaign, by the chosen sort, 100 a page. */
export function buildCampaignsPageQuery(state: CampaignsState): TQueryFormatter {
  return {
    filters: [],
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.campaigns },
  };
}
