import { z } from 'zod';
import { ZInboundCallRequest } from '../customers/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf } from '../envelope.ts';

export const createInboundCallHistoryEndpoint = defineEndpoint({
  method: 'POST',
  path: 'Call/CreateInboundCallHistory',
  tag: 'calls',
  summary: 'Records an incoming call for the signed-in agent',
  body: ZInboundCallRequest,
  response: envelopeOf(z.object({ id: z.string().uuid() })),
});
