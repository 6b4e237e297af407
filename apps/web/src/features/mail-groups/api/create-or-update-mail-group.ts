import { createOrUpdateMailGroupEndpoint } from '@ccms/contract/endpoints/mail-groups';
import type { TMailGroupWrite } from '@ccms/contract/mail-groups';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /api/mailgroups/createOrUpdateMailGroup: adds (isNew) or saves a group; turning it off
 * takes it off its breakdowns and the answer's messages say from which.
 */
export function createOrUpdateMailGroup(group: TMailGroupWrite) {
  return callEndpoint(createOrUpdateMailGroupEndpoint, { body: group });
}
