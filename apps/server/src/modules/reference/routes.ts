import { pagedOf, ZErrorResponse } from '@ccms/contract/envelope';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import {
  ZCallWrapUp,
  ZCampaignLookupRow,
  ZCargoCompany,
  ZClosedCallWrapUp,
  ZIdRequest,
  ZNamedLookup,
  ZOrderCancellingContent,
  ZProblem,
  ZProblemTypeParams,
  ZProductRow,
  ZSourceRow,
  ZStoreLookupRow,
  ZTicketQuestionRow,
} from '@ccms/contract/reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/access.ts';
import type { Database } from '../../platform/db.ts';
import {
  getCallWrapUp,
  listCampaigns,
  listCargoCompanies,
  listClosedCallWrapUps,
  listCustomerVoices,
  listDeliveryTypes,
  listInActionCallWrapUps,
  listOrderCancellingContents,
  listProblems,
  listProducts,
  listSourcePage,
  listSources,
  listStorePage,
  listTicketQuestions,
} from './service.ts';

/** Tag and security of every reference-data lookup. */
const TAGS = { tags: ['reference'], security: [{ bearer: [] }] };

const ERROR_RESPONSES = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Everything the ticket form looks up needs the right to create tickets. */
const ACCESS = { access: { permission: 'Ticket.Create' as const } };
/**
 * The look-ups the activity form shares with the ticket form (wrap-ups, voices, the transfer
 * store picker): whoever adds an activity needs them, with or without Ticket.Create.
 */
const ACTIVITY_FORM_ACCESS = { access: 'signedIn' as const };

/** Read-only lookups of the ticket form (part 1 §7 'Hierarchy and lookups'). */
export function registerReferenceRoutes(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/CallWrapUps/GetCallWrapUpsForClosed', {
    config: ACTIVITY_FORM_ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active wrap-ups that close a call, by name',
      response: { 200: z.array(ZClosedCallWrapUp), ...ERROR_RESPONSES },
    },
    handler: () => listClosedCallWrapUps(db),
  });

  api.get('/api/CallWrapUps/GetCallWrapUpsForInAction', {
    config: ACTIVITY_FORM_ACCESS,
    schema: {
      ...TAGS,
      summary: "Active wrap-ups of an in-process (5 'İşlemde') activity, by name",
      response: { 200: z.array(ZClosedCallWrapUp), ...ERROR_RESPONSES },
    },
    handler: () => listInActionCallWrapUps(db),
  });

  api.post('/api/CallWrapUps/GetCallWrapUp', {
    config: ACTIVITY_FORM_ACCESS,
    schema: {
      ...TAGS,
      summary: 'One wrap-up by id, active or not',
      body: ZIdRequest,
      response: { 200: ZCallWrapUp, ...ERROR_RESPONSES },
    },
    handler: (request) => getCallWrapUp(db, request.body.id),
  });

  api.get('/api/customersvoices/GetCustomersVoices', {
    config: ACTIVITY_FORM_ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active customer voices, by name',
      response: { 200: z.array(ZNamedLookup), ...ERROR_RESPONSES },
    },
    handler: () => listCustomerVoices(db),
  });

  api.get('/api/deliveryTypes/GetDeliveryTypes', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active delivery types, by name',
      response: { 200: z.array(ZNamedLookup), ...ERROR_RESPONSES },
    },
    handler: () => listDeliveryTypes(db),
  });

  api.get('/api/cargoCompany/GetAllCargoCompanies', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active cargo companies, by name',
      response: { 200: z.array(ZCargoCompany), ...ERROR_RESPONSES },
    },
    handler: () => listCargoCompanies(db),
  });

  api.get('/api/problem/GetAllProblems/:id', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active problems of a problem type (the ticket form asks for 1)',
      params: ZProblemTypeParams,
      response: { 200: z.array(ZProblem), ...ERROR_RESPONSES },
    },
    handler: (request) => listProblems(db, request.params.id),
  });

  api.get('/api/Order/GetOrderCancellingContentList', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'Active order-cancelling reasons, by description',
      response: { 200: z.array(ZOrderCancellingContent), ...ERROR_RESPONSES },
    },
    handler: () => listOrderCancellingContents(db),
  });

  api.post('/api/watsonsstore/GetStoresPage', {
    config: ACTIVITY_FORM_ACCESS,
    schema: {
      ...TAGS,
      summary: 'One page of active units (stores and departments), by name, 30 a page',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZStoreLookupRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listStorePage(db, request.body),
  });

  api.post('/api/product/list', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'One page of the active product catalogue, brand, group and name first, 5 a page',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZProductRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listProducts(db, request.body),
  });

  api.post('/api/campaign/GetCampaigns', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'One page of active campaigns; isOnlineShop is the campaign type (0 or 1)',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZCampaignLookupRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listCampaigns(db, request.body),
  });

  api.post('/api/ticketquestion/GetTicketQuestions', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: 'One page of survey questions in their order (active ones unless filtered)',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZTicketQuestionRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listTicketQuestions(db, request.body),
  });

  api.post('/api/sources/getsources', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: "Active ticket sources in their order; managers get only the 'Magaza' group",
      response: { 200: z.array(ZSourceRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listSources(db, requireUser(request)),
  });

  api.post('/api/sources/GetSourcesPage', {
    config: ACCESS,
    schema: {
      ...TAGS,
      summary: "One page of active ticket sources, 30 a page; managers get only 'Magaza'",
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZSourceRow), ...ERROR_RESPONSES },
    },
    handler: (request) => listSourcePage(db, requireUser(request), request.body),
  });
}
