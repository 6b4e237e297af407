import { updateCustomerVoiceEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/customersvoices/UpdateCustomersVoice: renames or (de)activates a customer voice. */
export function updateCustomerVoice(row: TNamedAdminRow) {
  return callEndpoint(updateCustomerVoiceEndpoint, { body: row });
}
