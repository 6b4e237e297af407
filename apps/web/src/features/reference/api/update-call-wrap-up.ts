import { updateCallWrapUpEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TCallWrapUp } from '@ccms/contract/reference';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/CallWrapUps/Update: the whole wrap-up as edited. */
export function updateCallWrapUp(row: TCallWrapUp) {
  return callEndpoint(updateCallWrapUpEndpoint, { body: row });
}
