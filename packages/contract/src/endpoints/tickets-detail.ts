import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZRoleFlowRequest,
  ZRoleFlowResponse,
  ZTicketActivityFlowResponse,
  ZTicketAnswer,
  ZTicketAuthority,
  ZTicketDetail,
  ZTicketIdRequest,
  ZTicketOfFlow,
  ZTicketResponsibleStore,
} from '../tickets-detail/schemas.ts';

/*
 * The reads of the ticket detail page: each takes the ticket's `{ id }` (GetRoleFlowById a flow's)
 * and answers 404 for a ticket the caller may not see (docs/domain.md, who sees a ticket).
 */

export const getTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicket',
  tag: 'ticket',
  summary: 'The ticket with every section of the detail page, SLA as the lists show it',
  body: ZTicketIdRequest,
  response: ZTicketDetail,
});

export const getTicketAuthorityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/TicketAuthority',
  tag: 'ticket',
  summary: 'What the caller may do on the ticket, so the page hides what the server would refuse',
  body: ZTicketIdRequest,
  response: ZTicketAuthority,
});

export const getTicketActivityFlowEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketActivityFlow',
  tag: 'ticket',
  summary: 'The owners the ticket passed through with their durations, and the time per department',
  body: ZTicketIdRequest,
  response: ZTicketActivityFlowResponse,
});

export const getTicketOfFlowsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketOfFlows',
  tag: 'ticket',
  summary:
    "The possible responsible departments: the rule set's flow roles and who holds them there",
  body: ZTicketIdRequest,
  response: z.array(ZTicketOfFlow),
});

export const getTicketCurrentFlowsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketCurrentFlows',
  tag: 'ticket',
  summary: 'The role and unit responsible for the ticket now',
  body: ZTicketIdRequest,
  response: z.array(ZTicketResponsibleStore),
});

export const getRoleFlowByIdEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetRoleFlowById',
  tag: 'ticket',
  summary: "The role of one of a ticket's flows, by the flow's id (an activity's currentFlowId)",
  body: ZRoleFlowRequest,
  response: ZRoleFlowResponse,
});

export const getTicketQuestionsByTicketIdEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticket/GetTicketQuestionsByTicketId',
  tag: 'ticket',
  summary: "The ticket's survey answers in the questions' order",
  body: ZTicketIdRequest,
  response: z.array(ZTicketAnswer),
});
