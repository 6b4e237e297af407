import { createSourceEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TSourceAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/sources/CreateSource: the new row with its group and place at the list's end. */
export function createSource(row: TSourceAdminRow) {
  return callEndpoint(createSourceEndpoint, {
    body: {
      id: row.id,
      name: row.name,
      isActive: row.isActive,
      groupName: row.groupName,
      order: row.order,
    },
  });
}
