import { checkDuplicateCategorySetMailEndpoint } from '@ccms/contract/endpoints/hierarchy-admin';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/tickethierarchy/CheckDublicateCategorySetMail: true when another address row of
 * the breakdown (not `id`, the row being edited) already has the address.
 */
export function checkDuplicateCategorySetMail(request: {
  ticketCategorySetId: string;
  emailAddress: string;
  id?: string;
}): Promise<boolean> {
  // Without the global handler: a failure is told as the save's failure (mail-address-actions.ts).
  return callEndpoint(checkDuplicateCategorySetMailEndpoint, { body: request }, { notify: false });
}
