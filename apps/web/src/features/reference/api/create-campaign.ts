import { createCampaignEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TCampaignRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/campaign/CreateCampaign: the new row with the id the table generated. */
export function createCampaign(row: TCampaignRow) {
  return callEndpoint(createCampaignEndpoint, {
    body: {
      id: row.id,
      name: row.name,
      isOnlineShop: row.isOnlineShop === 1 ? 1 : 0,
      isActive: row.isActive,
      requiresContractCompany: row.requiresContractCompany,
    },
  });
}
