import { ZErrorResponse } from '@ccms/contract/envelope';
import {
  ZCreateActivityInput,
  ZCreateActivityResponse,
  ZTicketActivityList,
  ZUpdateActivityInput,
  ZUpdateActivityResponse,
} from '@ccms/contract/ticket-activity';
import { ZTicketIdRequest } from '@ccms/contract/ticket-detail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import { ERROR_RESPONSES, TICKET_TAGS } from '../hierarchy/route-schemas.ts';
import { createActivity, getTicketActivities } from './activity-service.ts';
import { updateActivity } from './activity-update-service.ts';
import type { TicketDetailDeps } from './detail-deps.ts';

const WRITE_ERRORS = { ...ERROR_RESPONSES, 409: ZErrorResponse };
const success = <T>(data: T) => ({ isSuccess: true, data, messages: [] });

/** Activities: createActivity, UpdateActivity, GetTicketActivities (part 2 §7 'Tickets'). */
export function registerTicketActivityRoutes(app: FastifyInstance, deps: TicketDetailDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/ticket/GetTicketActivities', {
    config: { access: 'signedIn' },
    schema: {
      ...TICKET_TAGS,
      summary: "The ticket's activities, newest first, with the owner each left it with",
      body: ZTicketIdRequest,
      response: { 200: ZTicketActivityList, ...ERROR_RESPONSES },
    },
    handler: (request) => getTicketActivities(deps, requireUser(request), request.body.id),
  });

  api.post('/api/ticket/createActivity', {
    config: { access: 'signedIn' },
    schema: {
      ...TICKET_TAGS,
      summary:
        'A new activity: status, owner move, SLA clock and closing in one transaction (409 when the version is stale)',
      body: ZCreateActivityInput,
      response: { 200: ZCreateActivityResponse, ...WRITE_ERRORS },
    },
    handler: async (request) =>
      success(await createActivity(deps, requireUser(request), request.body)),
  });

  api.post('/api/ticket/UpdateActivity', {
    config: { access: { permission: 'Ticket.EditDescription' } },
    schema: {
      ...TICKET_TAGS,
      summary: "Inline edit of an activity's description, wrap-up, voice, discount code or points",
      body: ZUpdateActivityInput,
      response: { 200: ZUpdateActivityResponse, ...WRITE_ERRORS },
    },
    handler: async (request) =>
      success(await updateActivity(deps, requireUser(request), request.body)),
  });
}
