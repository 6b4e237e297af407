import {
  getCallWrapUpEndpoint,
  getCallWrapUpsByStatusEndpoint,
  getCallWrapUpsEndpoint,
  getCampaignsEndpoint,
  getCargoCompaniesEndpoint,
  getClosedCallWrapUpsEndpoint,
  getCustomerVoicesEndpoint,
  getDeliveryTypesEndpoint,
  getInActionCallWrapUpsEndpoint,
  getOrderCancellingContentsEndpoint,
  getProblemsEndpoint,
  getSourcesEndpoint,
  getSourcesPageEndpoint,
  getStoresPageEndpoint,
  getTicketQuestionsEndpoint,
  listProductsEndpoint,
} from '@ccms/contract/endpoints/reference';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import {
  getCallWrapUp,
  listActiveCallWrapUps,
  listCallWrapUpsByStatus,
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

/** Everything the ticket form looks up needs the right to create tickets. */
const TICKET_FORM = { permission: 'Ticket.Create' } as const;
/**
 * The look-ups the activity form shares with the ticket form (wrap-ups, voices, the transfer
 * store picker): whoever adds an activity needs them, with or without Ticket.Create.
 */
const ACTIVITY_FORM = 'signedIn';

/** Read-only look-ups of the ticket and activity forms (docs/domain.md, "Ticket-form look-ups"). */
export function registerReferenceRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;

  registerEndpoint(app, getClosedCallWrapUpsEndpoint, {
    access: ACTIVITY_FORM,
    handler: () => listClosedCallWrapUps(db),
  });

  registerEndpoint(app, getInActionCallWrapUpsEndpoint, {
    access: ACTIVITY_FORM,
    handler: () => listInActionCallWrapUps(db),
  });

  registerEndpoint(app, getCallWrapUpsEndpoint, {
    access: ACTIVITY_FORM,
    handler: () => listActiveCallWrapUps(db),
  });

  registerEndpoint(app, getCallWrapUpsByStatusEndpoint, {
    access: ACTIVITY_FORM,
    handler: (request) => listCallWrapUpsByStatus(db, request.body.status),
  });

  registerEndpoint(app, getCallWrapUpEndpoint, {
    access: ACTIVITY_FORM,
    handler: (request) => getCallWrapUp(db, request.body.id),
  });

  registerEndpoint(app, getCustomerVoicesEndpoint, {
    access: ACTIVITY_FORM,
    handler: () => listCustomerVoices(db),
  });

  registerEndpoint(app, getDeliveryTypesEndpoint, {
    access: TICKET_FORM,
    handler: () => listDeliveryTypes(db),
  });

  registerEndpoint(app, getCargoCompaniesEndpoint, {
    access: TICKET_FORM,
    handler: () => listCargoCompanies(db),
  });

  registerEndpoint(app, getProblemsEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listProblems(db, request.params.id),
  });

  registerEndpoint(app, getOrderCancellingContentsEndpoint, {
    access: TICKET_FORM,
    handler: () => listOrderCancellingContents(db),
  });

  registerEndpoint(app, getStoresPageEndpoint, {
    access: ACTIVITY_FORM,
    handler: (request) => listStorePage(db, request.body),
  });

  registerEndpoint(app, listProductsEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listProducts(db, request.body),
  });

  registerEndpoint(app, getCampaignsEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listCampaigns(db, request.body),
  });

  registerEndpoint(app, getTicketQuestionsEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listTicketQuestions(db, request.body),
  });

  registerEndpoint(app, getSourcesEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listSources(db, requireUser(request)),
  });

  registerEndpoint(app, getSourcesPageEndpoint, {
    access: TICKET_FORM,
    handler: (request) => listSourcePage(db, requireUser(request), request.body),
  });
}
