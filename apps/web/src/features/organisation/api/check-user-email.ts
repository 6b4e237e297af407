import { checkUserEmailEndpoint } from '@ccms/contract/endpoints/organisation-users';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/users/check?emailAddress: true when a user has this address already. */
export function isUserEmailTaken(emailAddress: string): Promise<boolean> {
  return callEndpoint(checkUserEmailEndpoint, { query: { emailAddress } }, { notify: false });
}
