import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import { ZHealth } from '@ccms/contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Database, isDatabaseUp } from '../../platform/db.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/check', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Health of the service and its database',
      response: { 200: ZHealth, 503: ZHealth },
    },
    handler: async (_request, reply) => {
      const isUp = await isDatabaseUp(deps.db);
      return reply.status(isUp ? 200 : 503).send({
        status: isUp ? 'healthy' : 'unhealthy',
        version: APP_VERSION_LABEL,
        database: isUp ? 'up' : 'down',
      });
    },
  });
}
