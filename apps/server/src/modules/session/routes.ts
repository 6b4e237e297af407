import { getCurrentLoginInformationEndpoint } from '@ccms/contract/endpoints/session';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import { getCurrentLoginInformation } from './service.ts';

export function registerSessionRoutes(app: FastifyInstance) {
  registerEndpoint(app, getCurrentLoginInformationEndpoint, {
    access: 'signedIn',
    handler: async (request) => getCurrentLoginInformation(requireUser(request)),
  });
}
