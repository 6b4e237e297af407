import { ZAddCardRequest, ZLoyaltyCard, ZUpdateCardRequest } from '@ccms/contract/customers';
import { envelopeOf } from '@ccms/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import { addCard, listCardsOfCustomer, updateCardStatus } from './cards-service.ts';
import { ERROR_RESPONSES, saved, TAGS } from './route-schemas.ts';

/**
 * customers/{brand}cards/…: the brand segment is the configured brand ('watsonscards'), so the
 * paths of any other brand do not exist.
 */
export function registerCardRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig },
) {
  const { db } = deps;
  const cards = `${deps.config.brand}cards`;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`/api/customers/${cards}/add`, {
    config: { access: { permission: 'Customer.Crud' } },
    schema: {
      ...TAGS,
      summary: 'Adds a loyalty card to a customer (optionally as the active card)',
      body: ZAddCardRequest,
      response: {
        200: envelopeOf(z.object({ id: z.string().uuid(), number: z.string() })),
        ...ERROR_RESPONSES,
      },
    },
    handler: async (request) => saved(await addCard(db, requireUser(request), request.body)),
  });

  api.post(`/api/customers/${cards}/update`, {
    config: { access: { permission: 'Customer.Crud' } },
    schema: {
      ...TAGS,
      summary: "Sets a card's active-card mark (one per customer) and active state",
      body: ZUpdateCardRequest,
      response: { 200: envelopeOf(ZLoyaltyCard), ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      saved(await updateCardStatus(db, requireUser(request), request.body)),
  });

  api.get(`/api/customers/id/:id/${cards}`, {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: "A customer's loyalty cards, the active card first",
      params: z.object({ id: z.string().uuid() }),
      querystring: z.object({
        // The original client repeats the id here; the path's id is the one used.
        customerId: z.string().uuid().optional(),
        onlyActiveCards: z.stringbool().optional(),
      }),
      response: { 200: z.array(ZLoyaltyCard), ...ERROR_RESPONSES },
    },
    handler: (request) =>
      listCardsOfCustomer(db, request.params.id, request.query.onlyActiveCards ?? false),
  });
}
