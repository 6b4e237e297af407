import {
  addCustomerEndpoint,
  changeCustomerActiveStatusEndpoint,
  changeCustomerFlagStatusEndpoint,
  checkCustomerDuplicateTicketsEndpoint,
  getCustomerByPhoneEndpoint,
  getCustomerEndpoint,
  getCustomerTicketsEndpoint,
  listCustomersEndpoint,
  updateCustomerEndpoint,
} from '@ccms/contract/endpoints/customers';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { AppConfig } from '../../platform/config.ts';
import { registerCreateEndpoint, registerEndpoint, succeeded } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { registerCardRoutes } from './card-routes.ts';
import {
  addCustomer,
  changeActiveStatus,
  changeFlagStatus,
  getCustomerById,
  getCustomerByPhone,
  listCustomers,
  updateCustomerDetails,
} from './service.ts';
import { checkCustomerDuplicateTickets, listTicketsOfCustomer } from './tickets-service.ts';

/** customers/…: the list, detail, add/update, status switches, cards and the ticket summary. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: { db: SealedDb; config: AppConfig },
) {
  const { db } = deps;

  registerEndpoint(app, listCustomersEndpoint, {
    access: { permission: 'Customer' },
    handler: (request) => listCustomers(db, request.body),
  });

  // The customer's client-made id keys the call: a double 'Kaydet' gets the first answer.
  registerCreateEndpoint(app, addCustomerEndpoint, {
    access: { permission: 'Customer.Crud' },
    db,
    clientId: (body) => body.id,
    write: async (tx, body, request) =>
      succeeded(await addCustomer(tx, requireUser(request), body)),
  });

  registerEndpoint(app, updateCustomerEndpoint, {
    access: { permission: 'Customer.Crud' },
    handler: async (request) =>
      succeeded(await updateCustomerDetails(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, getCustomerEndpoint, {
    access: { permission: 'Customer' },
    handler: (request) => getCustomerById(db, request.params.id),
  });

  registerEndpoint(app, getCustomerByPhoneEndpoint, {
    access: { permission: 'Customer' },
    handler: (request) => getCustomerByPhone(db, request.params.phone),
  });

  registerEndpoint(app, changeCustomerActiveStatusEndpoint, {
    access: { permission: 'Customer.Crud' },
    handler: async (request) =>
      succeeded(await changeActiveStatus(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, changeCustomerFlagStatusEndpoint, {
    access: { permission: 'Customer.Flag' },
    handler: async (request) =>
      succeeded(await changeFlagStatus(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, getCustomerTicketsEndpoint, {
    access: { permission: 'Customer' },
    handler: (request) => listTicketsOfCustomer(db, requireUser(request), request.body),
  });

  registerEndpoint(app, checkCustomerDuplicateTicketsEndpoint, {
    access: { permission: 'Customer' },
    handler: (request) => checkCustomerDuplicateTickets(db, request.body),
  });

  registerCardRoutes(app, deps);
}
