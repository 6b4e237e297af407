import { createCustomerVoiceEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TNamedAdminRow } from '@ccms/contract/reference-admin/schemas';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/customersvoices/CreateCustomersVoice: a new customer voice. */
export function createCustomerVoice(row: TNamedAdminRow) {
  return callEndpoint(createCustomerVoiceEndpoint, { body: row });
}
