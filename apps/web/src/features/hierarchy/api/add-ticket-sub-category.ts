import { addTicketSubCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/addticketsubcategory: adds a ticket sub-category. */
export function addTicketSubCategory(row: THierarchyItemWrite) {
  return callEndpoint(addTicketSubCategoryEndpoint, { body: row });
}
