import { sendNotificationMailEndpoint } from '@ccms/contract/endpoints/tickets-mail';
import type { ZQueuedMailsResponse } from '@ccms/contract/tickets-extras';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';

export type QueuedMailsResponse = z.infer<typeof ZQueuedMailsResponse>;

/**
 * GET /api/ticket/SendNotificationmail?ticketId: queues the breakdown's notification mail by
 * hand. Silent: the page shows the server's message (how many mails were queued).
 */
export function sendNotificationMail(ticketId: string): Promise<QueuedMailsResponse> {
  return callEndpoint(sendNotificationMailEndpoint, { query: { ticketId } }, { notify: false });
}

/** Nothing shown on the page changes. */
export function useSendNotificationMail() {
  return useMutation({ mutationFn: sendNotificationMail });
}
