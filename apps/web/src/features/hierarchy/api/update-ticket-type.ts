import { updateTicketTypeEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/tickethierarchy/updatetickettype: renames or (de)activates a ticket type;
 * its breakdowns follow the active switch.
 */
export function updateTicketType(row: THierarchyItemWrite) {
  return callEndpoint(updateTicketTypeEndpoint, { body: row });
}
