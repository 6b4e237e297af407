import { updateCampaignEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TCampaignRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/campaign/UpdateCampaign: the whole row as edited. */
export function updateCampaign(row: TCampaignRow) {
  return callEndpoint(updateCampaignEndpoint, {
    body: {
      id: row.id,
      name: row.name,
      isOnlineShop: row.isOnlineShop === 1 ? 1 : 0,
      isActive: row.isActive,
      requiresContractCompany: row.requiresContractCompany,
    },
  });
}
