import { defineEndpoint } from '../endpoint.ts';
import {
  ZTicketFlagsResponse,
  ZUpdateComplaintRequest,
  ZUpdateReportingRequest,
} from '../tickets-extras.ts';

/** Both switches write at the version the page read (409 when stale). */
export const updateReportingInformationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/UpdateReportingInformation',
  tag: 'ticket',
  summary: 'IsReporting false removes the ticket from reporting',
  body: ZUpdateReportingRequest,
  response: ZTicketFlagsResponse,
});

export const updateComplaintInformationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/UpdateComplaintInformation',
  tag: 'ticket',
  summary: 'Sets whether the ticket came from a complaint; whoever may edit the ticket',
  body: ZUpdateComplaintRequest,
  response: ZTicketFlagsResponse,
});
