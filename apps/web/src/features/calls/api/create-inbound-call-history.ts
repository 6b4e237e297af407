import type { ZInboundCallRequest } from '@ccms/contract/customers/schemas';
import { createInboundCallHistoryEndpoint } from '@ccms/contract/endpoints/calls';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

export type TInboundCallRequest = z.input<typeof ZInboundCallRequest>;

/**
 * POST /api/Call/CreateInboundCallHistory: records an incoming call of the signed-in agent
 * (their ccms_ident, the softphone's connection id, the number as the softphone sent it).
 * No global notification: the agent is busy with the caller, and a failed record must not
 * show a red message over the customer screen.
 */
export function createInboundCallHistory(request: TInboundCallRequest): Promise<unknown> {
  return callEndpoint(createInboundCallHistoryEndpoint, { body: request }, { notify: false });
}

/** Fire and forget: a failure is logged and blocks nothing (docs/domain.md §15 Shell, navigation and softphone). */
export function useCreateInboundCallHistory() {
  return useMutation({
    mutationFn: createInboundCallHistory,
    onError: (error) => console.warn('Call history of the incoming call was not recorded', error),
  });
}
