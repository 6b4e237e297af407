import { listSignInAttemptsEndpoint } from '@ccms/contract/endpoints/sign-in-attempts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { listSignInAttempts } from './service.ts';

/** signinattempts/list: administrators read who tried to sign in (docs/domain.md §9). */
export function registerSignInAttemptRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, listSignInAttemptsEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => listSignInAttempts(deps.db, request.body),
  });
}
