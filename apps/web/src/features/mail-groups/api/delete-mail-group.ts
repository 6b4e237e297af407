import { deleteMailGroupEndpoint } from '@ccms/contract/endpoints/mail-groups';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/mailgroups/deleteMailGroup: the screen shows 'Mail grubu silinmiştir.' or the
 * spec's failure text itself, so the global notice stays quiet.
 */
export function deleteMailGroup(id: string) {
  return callEndpoint(deleteMailGroupEndpoint, { body: { id } }, { notify: false });
}
