import {
  updateComplaintInformationEndpoint,
  updateReportingInformationEndpoint,
} from '@ccms/contract/endpoints/tickets-flags';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import { registerEndpoint, succeeded } from '../../../platform/route-kit.ts';
import type { TicketsDeps } from '../deps.ts';
import { updateComplaintInformation, updateReportingInformation } from './service.ts';

/** The reporting and complaint switches of a ticket. */
export function registerTicketFlagRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerEndpoint(app, updateReportingInformationEndpoint, {
    access: { permission: 'Ticket.CanEditReporting' },
    handler: async (request) =>
      succeeded(await updateReportingInformation(deps, requireUser(request), request.body)),
  });

  registerEndpoint(app, updateComplaintInformationEndpoint, {
    access: 'signedIn',
    handler: async (request) =>
      succeeded(await updateComplaintInformation(deps, requireUser(request), request.body)),
  });
}
