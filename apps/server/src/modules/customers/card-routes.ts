import {
  addLoyaltyCardEndpoint,
  getCustomerCardsEndpoint,
  updateLoyaltyCardEndpoint,
} from '@ccms/contract/endpoints/customers';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { AppConfig } from '../../platform/config.ts';
import { registerCreateEndpoint, registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { addCard, listCardsOfCustomer, updateCardStatus } from './cards-service.ts';

/**
 * customers/{brand}cards/…: the brand segment is the configured brand ('watsonscards'), so the
 * paths of any other brand do not exist.
 */
export function registerCardRoutes(
  app: FastifyInstance,
  deps: { db: SealedDb; config: AppConfig },
) {
  const { db } = deps;
  const { brand } = deps.config;

  registerCreateEndpoint(app, addLoyaltyCardEndpoint(brand), {
    access: { permission: 'Customer.Crud' },
    db,
    write: async (tx, _, request) =>
      succeeded(await addCard(tx, requireUser(request), request.body)),
  });

  registerEndpoint(app, updateLoyaltyCardEndpoint(brand), {
    access: { permission: 'Customer.Crud' },
    handler: async (request) =>
      succeeded(await updateCardStatus(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, getCustomerCardsEndpoint(brand), {
    access: { permission: 'Customer' },
    handler: (request) =>
      listCardsOfCustomer(db, request.params.id, request.query.onlyActiveCards ?? false),
  });
}
