import { updateTicketSubCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/tickethierarchy/updateticketsubcategory: renames or (de)activates a ticket
 * sub-category; its breakdowns follow the active switch.
 */
export function updateTicketSubCategory(row: THierarchyItemWrite) {
  return callEndpoint(updateTicketSubCategoryEndpoint, { body: row });
}
