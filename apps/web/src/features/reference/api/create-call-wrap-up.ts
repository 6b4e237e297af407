import { createCallWrapUpEndpoint } from '@ccms/contract/endpoints/reference-admin';
import type { TCallWrapUp } from '@ccms/contract/reference';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/CallWrapUps/Create: the new wrap-up with its switches. */
export function createCallWrapUp(row: TCallWrapUp) {
  return callEndpoint(createCallWrapUpEndpoint, { body: row });
}
