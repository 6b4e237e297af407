import { addTicketCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/addticketcategory: adds a ticket category. */
export function addTicketCategory(row: THierarchyItemWrite) {
  return callEndpoint(addTicketCategoryEndpoint, { body: row });
}
