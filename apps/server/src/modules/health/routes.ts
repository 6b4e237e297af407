import {
  getHealthEndpoint,
  getLivenessEndpoint,
  getReadinessEndpoint,
} from '@ccms/contract/endpoints/health';
import type { THealth } from '@ccms/contract/health';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { checkHealth, checkLiveness, type HealthDeps } from './service.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps) {
  // The same report either way; only the status tells a proxy to send new work elsewhere.
  const answerReport = async (_request: unknown, reply: FastifyReply): Promise<THealth> => {
    const { report, isReady } = await checkHealth(deps);
    reply.status(isReady ? 200 : 503);
    return report;
  };
  registerEndpoint(app, getHealthEndpoint, { access: 'public', handler: answerReport });
  registerEndpoint(app, getReadinessEndpoint, { access: 'public', handler: answerReport });
  registerEndpoint(app, getLivenessEndpoint, {
    access: 'public',
    handler: async () => checkLiveness(),
  });
}
