import {
  sendNotificationMailEndpoint,
  sendSlaExceedNotificationMailEndpoint,
} from '@ccms/contract/endpoints/tickets-mail';
import { TICKET_MAIL_MESSAGES } from '@ccms/contract/tickets-extras';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerEndpoint, succeeded } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import { sendNotificationMail, sendSlaExceededMails } from './service.ts';

/** The mails sent by hand: the breakdown's notification, the SLA-exceeded notices. */
export function registerTicketMailRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerEndpoint(app, sendNotificationMailEndpoint, {
    access: 'signedIn',
    handler: async (request) => {
      const queued = await sendNotificationMail(deps, requireUser(request), request.query.ticketId);
      return succeeded(queued, [TICKET_MAIL_MESSAGES.queued(queued.queuedCount)]);
    },
  });

  registerEndpoint(app, sendSlaExceedNotificationMailEndpoint, {
    access: { permission: 'Ticket.AllTickets' },
    handler: async (request) => {
      const queued = await sendSlaExceededMails(deps, requireUser(request), request.query.ticketId);
      return succeeded(queued, [TICKET_MAIL_MESSAGES.queued(queued.queuedCount)]);
    },
  });
}
