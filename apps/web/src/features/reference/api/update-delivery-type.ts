import { updateDeliveryTypeEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/deliveryTypes/Update: renames or (de)activates a delivery type. */
export function updateDeliveryType(row: TNamedAdminRow) {
  return callEndpoint(updateDeliveryTypeEndpoint, { body: row });
}
