import {
  ZChangeActiveStatusRequest,
  ZChangeFlagStatusRequest,
  ZCheckDuplicateTicketsRequest,
  ZCheckDuplicateTicketsResponse,
  ZCustomer,
  ZCustomerInput,
  ZCustomerListRow,
  ZCustomerTicketRow,
  ZCustomerTicketsRequest,
} from '@ccms/contract/customers';
import { envelopeOf, pagedOf } from '@ccms/contract/envelope';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import { registerCardRoutes } from './card-routes.ts';
import { ERROR_RESPONSES, saved, TAGS } from './route-schemas.ts';
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

const ZSavedId = envelopeOf(z.object({ id: z.string().uuid() }));

/** customers/…: the list, detail, add/update, status switches, cards and the ticket summary. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig },
) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/customers/list', {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: 'One page of customers, filtered and sorted by the query format',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZCustomerListRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listCustomers(db, request.body),
  });

  api.post('/api/customers/add', {
    config: { access: { permission: 'Customer.Crud' } },
    schema: {
      ...TAGS,
      summary: 'Adds a customer (client-generated id) with the loyalty cards of the form',
      body: ZCustomerInput,
      response: { 200: ZSavedId, ...ERROR_RESPONSES },
    },
    handler: async (request) => saved(await addCustomer(db, requireUser(request), request.body)),
  });

  api.post('/api/customers/update', {
    config: { access: { permission: 'Customer.Crud' } },
    schema: {
      ...TAGS,
      summary: "Updates a customer's name, phone, birth date, e-mail and address",
      body: ZCustomerInput,
      response: { 200: ZSavedId, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      saved(await updateCustomerDetails(db, requireUser(request), request.body)),
  });

  api.get('/api/customers/id/:id', {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: 'A customer with address and all loyalty cards',
      params: z.object({ id: z.string().uuid() }),
      response: { 200: ZCustomer, ...ERROR_RESPONSES },
    },
    handler: (request) => getCustomerById(db, request.params.id),
  });

  api.get('/api/customers/phoneNumber/:phone', {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: 'The customer of a phone number as the softphone sends it (leading 9 dropped)',
      params: z.object({ phone: z.string().trim().min(1).max(30) }),
      response: { 200: ZCustomer, ...ERROR_RESPONSES },
    },
    handler: (request) => getCustomerByPhone(db, request.params.phone),
  });

  api.post('/api/customers/changeisactivestatus', {
    config: { access: { permission: 'Customer.Crud' } },
    schema: {
      ...TAGS,
      summary: 'Activates or deactivates a customer',
      body: ZChangeActiveStatusRequest,
      response: { 200: ZSavedId, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      saved(await changeActiveStatus(db, requireUser(request), request.body)),
  });

  api.post('/api/customers/changeisflagstatus', {
    config: { access: { permission: 'Customer.Flag' } },
    schema: {
      ...TAGS,
      summary: 'Flags a customer by hand, or removes the flag and its description',
      body: ZChangeFlagStatusRequest,
      response: { 200: ZSavedId, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      saved(await changeFlagStatus(db, requireUser(request), request.body)),
  });

  api.post('/api/customers/tickets', {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: "One page of the customer's tickets, newest first",
      body: ZCustomerTicketsRequest,
      response: { 200: pagedOf(ZCustomerTicketRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listTicketsOfCustomer(db, requireUser(request), request.body),
  });

  api.post('/api/customers/checkCustomerDuplicateTickets', {
    config: { access: { permission: 'Customer' } },
    schema: {
      ...TAGS,
      summary: 'Whether the customer has an open ticket of the same breakdown',
      body: ZCheckDuplicateTicketsRequest,
      response: { 200: ZCheckDuplicateTicketsResponse, ...ERROR_RESPONSES },
    },
    handler: (request) => checkCustomerDuplicateTickets(db, request.body),
  });

  registerCardRoutes(app, deps);
}
