import { APP_VERSION_LABEL } from '@ccms/contract/constants';
import { getHealthEndpoint } from '@ccms/contract/endpoints/health';
import type { THealth } from '@ccms/contract/health';
import type { FastifyInstance } from 'fastify';
import { type Database, isDatabaseUp } from '../../platform/db.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database }) {
  registerEndpoint(app, getHealthEndpoint, {
    access: 'public',
    handler: async (_request, reply): Promise<THealth> => {
      const isUp = await isDatabaseUp(deps.db);
      // The same report either way; only the status tells a load balancer to look elsewhere.
      reply.status(isUp ? 200 : 503);
      return {
        status: isUp ? 'healthy' : 'unhealthy',
        version: APP_VERSION_LABEL,
        database: isUp ? 'up' : 'down',
      };
    },
  });
}
