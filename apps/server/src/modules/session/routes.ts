import { getCurrentLoginInformationEndpoint } from '@ccms/contract/endpoints/session';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { getCurrentLoginInformation } from './service.ts';

export function registerSessionRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getCurrentLoginInformationEndpoint, {
    access: 'signedIn',
    handler: (request) => getCurrentLoginInformation(deps.db, requireUser(request)),
  });
}
