import { defineEndpoint } from '../endpoint.ts';
import {
  ZCreateActivityInput,
  ZCreateActivityResponse,
  ZTicketActivityList,
  ZUpdateActivityInput,
  ZUpdateActivityResponse,
} from '../tickets-activities/schemas.ts';
import { ZTicketIdRequest } from '../tickets-detail/schemas.ts';

export const getTicketActivitiesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketActivities',
  tag: 'ticket',
  summary: "The ticket's activities, newest first, with the owner each left it with",
  body: ZTicketIdRequest,
  response: ZTicketActivityList,
});

export const createActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/createActivity',
  tag: 'ticket',
  summary:
    'A new activity: status, owner move, SLA clock and closing in one transaction (409 when the version is stale)',
  body: ZCreateActivityInput,
  response: ZCreateActivityResponse,
});

export const updateActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/UpdateActivity',
  tag: 'ticket',
  summary: "Inline edit of an activity's description, wrap-up, voice, discount code or points",
  body: ZUpdateActivityInput,
  response: ZUpdateActivityResponse,
});
