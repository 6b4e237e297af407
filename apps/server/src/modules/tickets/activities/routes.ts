import {
  createActivityEndpoint,
  getTicketActivitiesEndpoint,
  updateActivityEndpoint,
} from '@ccms/contract/endpoints/tickets-activities';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/access.ts';
import {
  registerCreateEndpoint,
  registerEndpoint,
  succeeded,
} from '../../../platform/route-kit.ts';
import { heldBusinessClock } from '../../sla/index.ts';
import type { TicketsDeps } from '../deps.ts';
import { createActivity, getTicketActivities } from './service.ts';
import { updateActivity } from './update-service.ts';

/** The ticket's activities: the list, a new one, the inline edit of one. */
export function registerTicketActivityRoutes(app: FastifyInstance, deps: TicketsDeps) {
  registerEndpoint(app, getTicketActivitiesEndpoint, {
    access: 'signedIn',
    handler: (request) => getTicketActivities(deps, requireUser(request), request.body.id),
  });

  registerCreateEndpoint(app, createActivityEndpoint, {
    access: 'signedIn',
    db: deps.db,
    clock: deps.clock,
    // The SLA calendar loads through its own handle: before the key's transaction.
    warm: () => heldBusinessClock(deps.businessClocks),
    write: async (db, _, request, businessClocks) =>
      succeeded(
        await createActivity({ ...deps, db, businessClocks }, requireUser(request), request.body),
      ),
  });

  registerEndpoint(app, updateActivityEndpoint, {
    access: { permission: 'Ticket.EditDescription' },
    handler: async (request) =>
      succeeded(await updateActivity(deps, requireUser(request), request.body)),
  });
}
