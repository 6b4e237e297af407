import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import {
  ZCallWrapUp,
  ZCallWrapUpsByStatusRequest,
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
} from '../reference.ts';

/* The read-only look-ups of the ticket and activity forms. */

export const getClosedCallWrapUpsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'CallWrapUps/GetCallWrapUpsForClosed',
  tag: 'reference',
  summary: 'Active wrap-ups that close a call, by name',
  response: z.array(ZClosedCallWrapUp),
});

export const getInActionCallWrapUpsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'CallWrapUps/GetCallWrapUpsForInAction',
  tag: 'reference',
  summary: "Active wrap-ups of an in-process (5 'İşlemde') activity, by name",
  response: z.array(ZClosedCallWrapUp),
});

export const getCallWrapUpsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'CallWrapUps/GetCallWrapUps',
  tag: 'reference',
  summary: 'Every active wrap-up, closing and in-process alike, by name',
  response: z.array(ZCallWrapUp),
});

export const getCallWrapUpsByStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'CallWrapUps/GetCallWrapUpsByStatus',
  tag: 'reference',
  summary: 'Active wrap-ups an activity of the status offers: 3 closing, 5 in-process, else none',
  body: ZCallWrapUpsByStatusRequest,
  response: z.array(ZClosedCallWrapUp),
});

export const getCallWrapUpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'CallWrapUps/GetCallWrapUp',
  tag: 'reference',
  summary: 'One wrap-up by id, active or not',
  body: ZIdRequest,
  response: ZCallWrapUp,
});

export const getCustomerVoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customersvoices/GetCustomersVoices',
  tag: 'reference',
  summary: 'Active customer voices, by name',
  response: z.array(ZNamedLookup),
});

export const getDeliveryTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'deliveryTypes/GetDeliveryTypes',
  tag: 'reference',
  summary: 'Active delivery types, by name',
  response: z.array(ZNamedLookup),
});

export const getCargoCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'cargoCompany/GetAllCargoCompanies',
  tag: 'reference',
  summary: 'Active cargo companies, by name',
  response: z.array(ZCargoCompany),
});

export const getProblemsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'problem/GetAllProblems/:id',
  tag: 'reference',
  summary: 'Active problems of a problem type (the ticket form asks for 1)',
  params: ZProblemTypeParams,
  response: z.array(ZProblem),
});

export const getOrderCancellingContentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'Order/GetOrderCancellingContentList',
  tag: 'reference',
  summary: 'Active order-cancelling reasons, by description',
  response: z.array(ZOrderCancellingContent),
});

export const getStoresPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'watsonsstore/GetStoresPage',
  tag: 'reference',
  summary: 'One page of active units (stores and departments), by name, 30 a page',
  body: ZQueryFormatter,
  response: pagedOf(ZStoreLookupRow),
});

export const listProductsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'product/list',
  tag: 'reference',
  summary: 'One page of the active product catalogue, brand, group and name first, 5 a page',
  body: ZQueryFormatter,
  response: pagedOf(ZProductRow),
});

export const getCampaignsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaign/GetCampaigns',
  tag: 'reference',
  summary: 'One page of active campaigns; isOnlineShop is the campaign type (0 or 1)',
  body: ZQueryFormatter,
  response: pagedOf(ZCampaignLookupRow),
});

export const getTicketQuestionsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'ticketquestion/GetTicketQuestions',
  tag: 'reference',
  summary: 'One page of survey questions in their order (active ones unless filtered)',
  body: ZQueryFormatter,
  response: pagedOf(ZTicketQuestionRow),
});

export const getSourcesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'sources/getsources',
  tag: 'reference',
  summary: "Active ticket sources in their order; managers get only the 'Magaza' group",
  response: z.array(ZSourceRow),
});

export const getSourcesPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'sources/GetSourcesPage',
  tag: 'reference',
  summary: "One page of active ticket sources, 30 a page; managers get only 'Magaza'",
  body: ZQueryFormatter,
  response: pagedOf(ZSourceRow),
});
