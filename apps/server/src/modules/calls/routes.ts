import { ZInboundCallRequest } from '@ccms/contract/customers';
import { envelopeOf, ZErrorResponse } from '@ccms/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import { recordInboundCall } from './service.ts';

/** Call/…: the softphone's call history. */
export function registerCallRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/Call/CreateInboundCallHistory', {
    config: { access: { permission: 'Cti' } },
    schema: {
      tags: ['calls'],
      summary: 'Records an incoming call for the signed-in agent',
      security: [{ bearer: [] }],
      body: ZInboundCallRequest,
      response: {
        200: envelopeOf(z.object({ id: z.string().uuid() })),
        400: ZErrorResponse,
        401: ZErrorResponse,
        403: ZErrorResponse,
      },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await recordInboundCall(deps.db, requireUser(request), request.body),
      messages: [],
    }),
  });
}
