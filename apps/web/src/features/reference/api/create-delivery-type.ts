import { createDeliveryTypeEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/deliveryTypes/Create: a new delivery type. */
export function createDeliveryType(row: TNamedAdminRow) {
  return callEndpoint(createDeliveryTypeEndpoint, { body: row });
}
