import { PAGE_SIZES } from '@ccms/contract/constants';
import { REFERENCE_ADMIN_LABELS as L } from '@ccms/contract/reference-admin/messages';
import { CAMPAIGN_TYPE_OPTIONS, type TCampaignRow } from '@ccms/contract/reference-admin/schemas';
import { useMemo, useState } from 'react';
import type { InlineEditColumn } from '../../../components/inline-edit-table/columns';
import { createCampaign } from '../api/create-campaign';
import { useCampaignsPage } from '../api/get-campaigns-page';
import { updateCampaign } from '../api/update-campaign';
import {
  buildCampaignsPageQuery,
  type CampaignsState,
  DEFAULT_CAMPAIGN_SORT,
  INITIAL_CAMPAIGNS_STATE,
} from '../components/campaigns-query';
import { ReferenceAdminTable } from '../components/reference-admin-table';
import { activeColumn, nameColumn, switchColumn } from '../components/reference-columns';

const COLUMNS: InlineEditColumn<TCampaignRow>[] = [
  nameColumn('campaign', { sortable: true }),
  {
    field: 'isOnlineShop',
    title: L.campaigns.type,
    editor: 'select',
    options: CAMPAIGN_TYPE_OPTIONS,
    sortable: true,
    width: 200,
  },
  // Beyond the spec's columns: without it nothing could mark the campaign whose tickets ask for
  // the contract company's name (docs/domain.md §10 Campaigns).
  switchColumn('requiresContractCompany', L.campaigns.contractCompany, { width: 150 }),
  activeColumn({ sortable: true }),
];

/** /definitions/campaigns (docs/domain.md §14.3 Screens): 100 a page, by name. */
export default function CampaignsScreen() {
  const [state, setState] = useState<CampaignsState>(INITIAL_CAMPAIGNS_STATE);
  const query = useMemo(() => buildCampaignsPageQuery(state), [state]);
  const page = useCampaignsPage(query);

  return (
    <ReferenceAdminTable<TCampaignRow>
      kind="campaign"
      title={L.campaigns.title}
      newButtonLabel={L.campaigns.newButton}
      rows={page.data?.items}
      loading={page.isFetching}
      columns={COLUMNS}
      createRow={(id) => ({
        id,
        name: '',
        isOnlineShop: 0,
        requiresContractCompany: false,
        isActive: true,
      })}
      create={createCampaign}
      update={updateCampaign}
      pagination={{
        page: state.page,
        pageSize: PAGE_SIZES.campaigns,
        total: page.data?.totalCount ?? 0,
      }}
      sort={state.sort}
      defaultSort={DEFAULT_CAMPAIGN_SORT}
      onChange={(change) => setState((previous) => ({ ...change, name: previous.name }))}
      onSearch={(name) => setState((previous) => ({ ...previous, page: 1, name }))}
      testId="campaigns"
    />
  );
}
