import { getUsersPageEndpoint } from '@ccms/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { listUserPage } from './service.ts';

/**
 * users/getUsersPage: the user look-up of the ticket lists' creator and closing-user filters
 * (and, later, of the users screen). Names and e-mail addresses only, for any signed-in user:
 * everybody in the back office may see who created or closed a ticket.
 */
export function registerUserRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getUsersPageEndpoint, {
    access: 'signedIn',
    handler: (request) => listUserPage(deps.db, request.body),
  });
}
