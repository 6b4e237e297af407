import type { ZInboundCallRequest } from '@ccms/contract/customers';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type TInboundCallRequest = z.input<typeof ZInboundCallRequest>;

/**
 * POST /api/Call/CreateInboundCallHistory: records an incoming call of the signed-in agent
 * (their ccms_ident, the softphone's connection id, the number as the softphone sent it).
 * No global notification: the agent is busy with the caller, and a failed record must not
 * show a red message over the customer screen.
 */
export function createInboundCallHistory(request: TInboundCallRequest): Promise<unknown> {
  return http.post<unknown>('Call/CreateInboundCallHistory', request, { notify: false });
}

/** Fire and forget: a failure is logged and blocks nothing (part 1 §4, IncomingCall). */
export function useCreateInboundCallHistory() {
  return useMutation({
    mutationFn: createInboundCallHistory,
    onError: (error) => console.warn('Call history of the incoming call was not recorded', error),
  });
}
