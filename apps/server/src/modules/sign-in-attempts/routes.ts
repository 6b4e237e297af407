import { listSignInAttemptsEndpoint } from '@ccms/contract/endpoints/sign-in-attempts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { listSignInAttempts } from './service.ts';

/** signinattempts/list: administrators read who tried to sign in (docs/domain.md §9). */
export function registerSignInAttemptRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  registerEndpoint(app, listSignInAttemptsEndpoint, {
    access: { permission: 'Admin' },
    handler: (request) => listSignInAttempts(deps.db, request.body),
  });
}
