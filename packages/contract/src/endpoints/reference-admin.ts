import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedOf } from '../envelope.ts';
import { ZQueryFormatter } from '../query-format.ts';
import { ZCallWrapUp } from '../reference.ts';
import {
  ZCallWrapUpWriteResponse,
  ZCampaignRow,
  ZCampaignWriteResponse,
  ZCreateCallWrapUpRequest,
  ZCreateCampaignRequest,
  ZCreateCustomerVoiceRequest,
  ZCreateDeliveryTypeRequest,
  ZCreateSourceRequest,
  ZNamedAdminRow,
  ZNamedWriteResponse,
  ZSourceAdminRow,
  ZSourceWriteResponse,
  ZUpdateCallWrapUpRequest,
  ZUpdateCampaignRequest,
  ZUpdateCustomerVoiceRequest,
  ZUpdateDeliveryTypeRequest,
  ZUpdateSourceRequest,
} from '../reference-admin/schemas.ts';

/*
 * The reference-data administration (docs/domain.md §14.3): the lists of the definitions screens,
 * which show inactive rows too, and the writes. The ticket forms' look-ups, which answer active
 * rows only, stay in endpoints/reference.ts.
 */

export const getCampaignsPageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaign/GetCampaignsPage',
  tag: 'reference',
  summary: 'One page of every campaign, active or not, by name, 100 a page',
  body: ZQueryFormatter,
  response: pagedOf(ZCampaignRow),
});

export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaign/CreateCampaign',
  tag: 'reference',
  summary: 'Adds a campaign (name, campaign type isOnlineShop 0 or 1, active); a name once',
  body: ZCreateCampaignRequest,
  response: ZCampaignWriteResponse,
});

export const updateCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaign/UpdateCampaign',
  tag: 'reference',
  summary: 'Renames, retypes or (de)activates a campaign; tickets keep the campaign they have',
  body: ZUpdateCampaignRequest,
  response: ZCampaignWriteResponse,
});

export const getAllSourcesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'sources/GetAllSources',
  tag: 'reference',
  summary: "Every source not deleted, active or not, by name (the form's list is getsources)",
  response: z.array(ZSourceAdminRow),
});

export const createSourceEndpoint = defineEndpoint({
  method: 'POST',
  path: 'sources/CreateSource',
  tag: 'reference',
  summary: "Adds a source: group 'Genel' and the end of the order unless given; a name once",
  body: ZCreateSourceRequest,
  response: ZSourceWriteResponse,
});

export const updateSourceEndpoint = defineEndpoint({
  method: 'POST',
  path: 'sources/UpdateSource',
  tag: 'reference',
  summary: 'Renames or (de)activates a source; tickets keep the source they have',
  body: ZUpdateSourceRequest,
  response: ZSourceWriteResponse,
});

export const getAllCallWrapUpsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'CallWrapUps/GetAllCallWrapUps',
  tag: 'reference',
  summary: 'Every call wrap-up, active or not, by name',
  response: z.array(ZCallWrapUp),
});

export const createCallWrapUpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'CallWrapUps/Create',
  tag: 'reference',
  summary: 'Adds a call wrap-up; SLA-paused only with in-process; a name once',
  body: ZCreateCallWrapUpRequest,
  response: ZCallWrapUpWriteResponse,
});

export const updateCallWrapUpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'CallWrapUps/Update',
  tag: 'reference',
  summary: "Changes a call wrap-up's name and switches; SLA-paused only with in-process",
  body: ZUpdateCallWrapUpRequest,
  response: ZCallWrapUpWriteResponse,
});

export const getAllCustomerVoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customersvoices/GetAllCustomerVoices',
  tag: 'reference',
  summary: 'Every customer voice, active or not, by name',
  response: z.array(ZNamedAdminRow),
});

export const createCustomerVoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customersvoices/CreateCustomersVoice',
  tag: 'reference',
  summary: 'Adds a customer voice; a name once',
  body: ZCreateCustomerVoiceRequest,
  response: ZNamedWriteResponse,
});

export const updateCustomerVoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: 'customersvoices/UpdateCustomersVoice',
  tag: 'reference',
  summary: 'Renames or (de)activates a customer voice',
  body: ZUpdateCustomerVoiceRequest,
  response: ZNamedWriteResponse,
});

export const getAllDeliveryTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'deliveryTypes/GetAllDeliveryTypes',
  tag: 'reference',
  summary: 'Every delivery type, active or not, by name',
  response: z.array(ZNamedAdminRow),
});

export const createDeliveryTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'deliveryTypes/Create',
  tag: 'reference',
  summary: 'Adds a delivery type; a name once',
  body: ZCreateDeliveryTypeRequest,
  response: ZNamedWriteResponse,
});

export const updateDeliveryTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'deliveryTypes/Update',
  tag: 'reference',
  summary: 'Renames or (de)activates a delivery type',
  body: ZUpdateDeliveryTypeRequest,
  response: ZNamedWriteResponse,
});
