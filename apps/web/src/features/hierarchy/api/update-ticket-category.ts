import { updateTicketCategoryEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/tickethierarchy/updateticketcategory: renames or (de)activates a ticket category;
 * its breakdowns follow the active switch.
 */
export function updateTicketCategory(row: THierarchyItemWrite) {
  return callEndpoint(updateTicketCategoryEndpoint, { body: row });
}
