import { defineEndpoint } from '../endpoint.ts';
import {
  ZQueuedMailsResponse,
  ZSendNotificationMailQuery,
  ZSendSlaExceedNotificationMailQuery,
} from '../tickets-extras.ts';

export const sendNotificationMailEndpoint = defineEndpoint({
  method: 'GET',
  path: 'ticket/SendNotificationmail',
  tag: 'ticket',
  summary: "Queues the breakdown's notification mail for the ticket by hand",
  query: ZSendNotificationMailQuery,
  response: ZQueuedMailsResponse,
});

export const sendSlaExceedNotificationMailEndpoint = defineEndpoint({
  method: 'GET',
  path: 'ticket/SendSlaExceedNotificationmail',
  tag: 'ticket',
  summary: 'Queues the SLA-exceeded notices of every overdue ticket now',
  query: ZSendSlaExceedNotificationMailQuery,
  response: ZQueuedMailsResponse,
});
