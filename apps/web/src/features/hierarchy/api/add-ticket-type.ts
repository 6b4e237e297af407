import { addTicketTypeEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import type { THierarchyItemWrite } from '@ccms/contract/hierarchy-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/tickethierarchy/addtickettype: adds a ticket type. */
export function addTicketType(row: THierarchyItemWrite) {
  return callEndpoint(addTicketTypeEndpoint, { body: row });
}
