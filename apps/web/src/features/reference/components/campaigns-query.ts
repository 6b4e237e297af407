import { PAGE_SIZES } from '@ccms/contract/constants';
import type { TQueryFormatter } from '@ccms/contract/query-format';
import { sortingsOf, type TableSort } from '../../../components/inline-edit-table/table-query';

/** The campaigns screen's page, sort and name search. */
export type CampaignsState = { page: number; sort: TableSort | null; name?: string };

export const DEFAULT_CAMPAIGN_SORT: TableSort = { field: 'name', order: 'ascend' };
export const INITIAL_CAMPAIGNS_STATE: CampaignsState = { page: 1, sort: DEFAULT_CAMPAIGN_SORT };

/** campaign/GetCampaignsPage's query: every campaign (or those named so), by the chosen sort, 100 a page. */
export function buildCampaignsPageQuery(state: CampaignsState): TQueryFormatter {
  const name = state.name?.trim();
  return {
    filters: name ? [{ propertyName: 'name', operator: 'contains', targetValue: name }] : [],
    sortings: sortingsOf(state.sort),
    paging: { pageNumber: state.page, maxItemCountPerPage: PAGE_SIZES.campaigns },
  };
}
