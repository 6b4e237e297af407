import {
  ZRoleFlowResponse,
  ZTicketActivityFlowResponse,
  ZTicketAnswer,
  ZTicketAuthority,
  ZTicketDetail,
  ZTicketIdRequest,
  ZTicketOfFlow,
  ZTicketResponsibleStore,
} from '@ccms/contract/ticket-detail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import type { TicketDetailDeps } from './detail-deps.ts';
import {
  getRoleFlow,
  getTicketActivityFlow,
  getTicketAuthority,
  getTicketCurrentFlows,
  getTicketDetail,
  getTicketOfFlows,
  getTicketQuestions,
} from './detail-service.ts';

/**
 * The reads of the ticket detail page (part 2 §7 'Tickets'): any signed-in user, each call
 * answering 404 for a ticket they may not see (DOMAIN §2, checked in the service).
 */
export function registerTicketDetailRoutes(app: FastifyInstance, deps: TicketDetailDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'signedIn' } as const;
  const schemaOf = <T extends z.ZodType>(summary: string, response: T) => ({
    ...TICKET_TAGS,
    summary,
    body: ZTicketIdRequest,
    response: { 200: response, ...ERROR_RESPONSES },
  });

  api.post('/api/ticket/GetTicket', {
    config: access,
    schema: schemaOf(
      'The ticket with every section of the detail page, SLA as the lists show it',
      ZTicketDetail,
    ),
    handler: (request) => getTicketDetail(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/TicketAuthority', {
    config: access,
    schema: schemaOf(
      'What the caller may do on the ticket, so the page hides what the server would refuse',
      ZTicketAuthority,
    ),
    handler: (request) => getTicketAuthority(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/GetTicketActivityFlow', {
    config: access,
    schema: schemaOf(
      'The owners the ticket passed through with their durations, and the time per department',
      ZTicketActivityFlowResponse,
    ),
    handler: (request) => getTicketActivityFlow(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/GetTicketOfFlows', {
    config: access,
    schema: schemaOf(
      "The possible responsible departments: the rule set's flow roles and who holds them there",
      z.array(ZTicketOfFlow),
    ),
    handler: (request) => getTicketOfFlows(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/GetTicketCurrentFlows', {
    config: access,
    schema: schemaOf(
      'The role and unit responsible for the ticket now',
      z.array(ZTicketResponsibleStore),
    ),
    handler: (request) => getTicketCurrentFlows(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/GetRoleFlowById', {
    config: access,
    schema: schemaOf('The role that owns the ticket now', ZRoleFlowResponse),
    handler: (request) => getRoleFlow(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/GetTicketQuestionsByTicketId', {
    config: access,
    schema: schemaOf("The ticket's survey answers in the questions' order", z.array(ZTicketAnswer)),
    handler: (request) => getTicketQuestions(deps, requireUser(request), request.body.id),
  });
}
