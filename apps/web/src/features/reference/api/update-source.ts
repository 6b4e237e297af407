import { updateSourceEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/sources/UpdateSource: the whole source as edited (group and order unchanged). */
export function updateSource(row: TSourceAdminRow) {
  return callEndpoint(updateSourceEndpoint, {
    body: {
      id: row.id,
      name: row.name,
      isActive: row.isActive,
      groupName: row.groupName,
      order: row.order,
    },
  });
}
