import { z } from 'zod';

/** Turkish texts of the reference-data look-ups (docs/domain.md §10). */
export const REFERENCE_MESSAGES = {
  callWrapUpNotFound: 'Çağrı sonlandırma kaydı bulunamadı.',
} as const;

/** The only source group store managers ('Manager') may pick from (docs/domain.md §10 Sources). */
export const MANAGER_SOURCE_GROUP = 'Magaza';

const ZId = z.string().uuid();

/** CallWrapUps/GetCallWrapUpsForClosed: a wrap-up that closes a call. */
export const ZClosedCallWrapUp = z.object({
  id: ZId,
  name: z.string(),
  isCustomerVoiceNecessary: z.boolean(),
  isSlaPaused: z.boolean(),
  revealsDiscountCode: z.boolean(),
  revealsMoneyPoint: z.boolean(),
});
export type TClosedCallWrapUp = z.infer<typeof ZClosedCallWrapUp>;

/** CallWrapUps/GetCallWrapUp: one wrap-up with all its switches. */
export const ZCallWrapUp = ZClosedCallWrapUp.extend({
  isActive: z.boolean(),
  isClosed: z.boolean(),
  isProcess: z.boolean(),
});
export type TCallWrapUp = z.infer<typeof ZCallWrapUp>;

/** CallWrapUps/GetCallWrapUpsByStatus: the wrap-ups an activity of this ticket status offers. */
export const ZCallWrapUpsByStatusRequest = z.object({ status: z.number().int().min(0).max(100) });

export const ZIdRequest = z.object({ id: ZId });

export const ZNamedLookup = z.object({ id: ZId, name: z.string() });
export type TNamedLookup = z.infer<typeof ZNamedLookup>;

export const ZCargoCompany = z.object({ id: ZId, companyName: z.string() });
export type TCargoCompany = z.infer<typeof ZCargoCompany>;

export const ZProblem = z.object({ id: ZId, problemContent: z.string() });
export type TProblem = z.infer<typeof ZProblem>;

/** problem/GetAllProblems/:id — the problem type (the ticket form uses 1). */
export const ZProblemTypeParams = z.object({ id: z.coerce.number().int().min(0).max(1_000) });

export const ZOrderCancellingContent = z.object({ id: ZId, description: z.string() });
export type TOrderCancellingContent = z.infer<typeof ZOrderCancellingContent>;

/** watsonsstore/GetStoresPage: an active unit (store or department). */
export const ZStoreLookupRow = z.object({
  id: ZId,
  name: z.string(),
  cityName: z.string().nullable(),
  isECommerce: z.boolean(),
});
export type TStoreLookupRow = z.infer<typeof ZStoreLookupRow>;
export const STORE_LOOKUP_FILTERS = { name: 'contains' } as const;
export const STORE_LOOKUP_SORTABLE = ['name'] as const;

/** product/list: a catalogue row (docs/domain.md §10 Products). */
export const ZProductRow = z.object({
  id: ZId,
  wesCode: z.string(),
  subKindName: z.string(),
  marketingName: z.string(),
  brandDescription: z.string(),
  name: z.string(),
  barcodeNo: z.string(),
  groupName: z.string(),
});
export type TProductRow = z.infer<typeof ZProductRow>;
export const PRODUCT_LIST_FILTERS = {
  name: 'contains',
  brandDescription: 'contains',
  barcodeNo: 'contains',
  wesCode: 'contains',
  groupName: 'contains',
} as const;
export const PRODUCT_LIST_SORTABLE = [
  'brandDescription',
  'groupName',
  'name',
  'barcodeNo',
  'wesCode',
] as const;

/**
 * campaign/GetCampaigns. isOnlineShop is the campaign type as a number (docs/domain.md §10
 * Campaigns): 0 default, 1 application complaint; the filter is `isOnlineShop` equal 0 or 1.
 */
export const ZCampaignLookupRow = z.object({
  id: ZId,
  name: z.string(),
  isOnlineShop: z.number().int(),
  requiresContractCompany: z.boolean(),
});
export type TCampaignLookupRow = z.infer<typeof ZCampaignLookupRow>;
export const CAMPAIGN_TYPES = { default: 0, applicationComplaint: 1 } as const;
export const CAMPAIGN_LOOKUP_FILTERS = { name: 'contains', isOnlineShop: 'equal' } as const;
export const CAMPAIGN_LOOKUP_SORTABLE = ['name'] as const;

/** ticketquestion/GetTicketQuestions: a survey question, paged, in its order. */
export const ZTicketQuestionRow = z.object({
  id: ZId,
  description: z.string(),
  order: z.number().int(),
});
export type TTicketQuestionRow = z.infer<typeof ZTicketQuestionRow>;
export const TICKET_QUESTION_FILTERS = { isActive: 'equal', description: 'contains' } as const;
export const TICKET_QUESTION_SORTABLE = ['order', 'description'] as const;

/** sources/getsources and sources/GetSourcesPage. */
export const ZSourceRow = z.object({ id: ZId, name: z.string(), groupName: z.string() });
export type TSourceRow = z.infer<typeof ZSourceRow>;
export const SOURCE_PAGE_FILTERS = { name: 'contains', groupName: 'contains' } as const;
export const SOURCE_PAGE_SORTABLE = ['name', 'groupName', 'order'] as const;
