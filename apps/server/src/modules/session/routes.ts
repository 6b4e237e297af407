import { ZErrorResponse } from '@ccms/contract/envelope';
import { ZCurrentLoginInformation } from '@ccms/contract/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { getCurrentLoginInformation } from './service.ts';

export function registerSessionRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/session/GetCurrentLoginInformation', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['session'],
      summary: 'The signed-in user, their roles in stores and granted permissions',
      security: [{ bearer: [] }],
      response: { 200: ZCurrentLoginInformation, 401: ZErrorResponse },
    },
    handler: (request) => getCurrentLoginInformation(deps.db, requireUser(request)),
  });
}
