import {
  getRoleFlowByIdEndpoint,
  getTicketActivityFlowEndpoint,
  getTicketAuthorityEndpoint,
  getTicketCurrentFlowsEndpoint,
  getTicketEndpoint,
  getTicketOfFlowsEndpoint,
  getTicketQuestionsByTicketIdEndpoint,
} from '@ccms/contract/endpoints/tickets-detail';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerEndpoint } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import {
  getRoleFlow,
  getTicketActivityFlow,
  getTicketAuthority,
  getTicketCurrentFlows,
  getTicketDetail,
  getTicketOfFlows,
  getTicketQuestions,
} from './service.ts';

/**
 * The reads of the ticket detail page: any signed-in user, each call answering 404 for a ticket
 * they may not see (docs/domain.md §2, checked in the service).
 */
export function registerTicketDetailRoutes(app: FastifyInstance, deps: TicketsDeps) {
  const access = 'signedIn';

  registerEndpoint(app, getTicketEndpoint, {
    access,
    handler: (request) => getTicketDetail(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getTicketAuthorityEndpoint, {
    access,
    handler: (request) => getTicketAuthority(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getTicketActivityFlowEndpoint, {
    access,
    handler: (request) => getTicketActivityFlow(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getTicketOfFlowsEndpoint, {
    access,
    handler: (request) => getTicketOfFlows(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getTicketCurrentFlowsEndpoint, {
    access,
    handler: (request) => getTicketCurrentFlows(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getRoleFlowByIdEndpoint, {
    access,
    handler: (request) => getRoleFlow(deps, requireUser(request), request.body.id),
  });

  registerEndpoint(app, getTicketQuestionsByTicketIdEndpoint, {
    access,
    handler: (request) => getTicketQuestions(deps, requireUser(request), request.body.id),
  });
}
