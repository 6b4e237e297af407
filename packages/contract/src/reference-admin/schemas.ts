import { z } from 'zod';
import { adminName } from '../admin-name.ts';
import { envelopeOf } from '../envelope.ts';
import { CAMPAIGN_TYPES, ZCallWrapUp } from '../reference.ts';
import { REFERENCE_ADMIN_MESSAGES as M } from './messages.ts';

/*
 * The rows and writes of the reference-data administration (docs/domain.md §14.3). A create may
 * carry the id the browser generated for its new row; without one the server makes it. An update
 * names the row and its name; a field it leaves out keeps its stored value.
 */

export const MAX_REFERENCE_NAME_LENGTH = 200;
export const MAX_SOURCE_GROUP_LENGTH = 100;
/** The group a new source gets (docs/domain.md §14.3 Sources). */
export const NEW_SOURCE_GROUP = 'Genel';

/** The kinds of reference rows, named as the audit log names them. */
export type ReferenceKind = keyof typeof M.nameRequired;

const ZId = z.string().uuid();
/** The browser's id for a new row, or none. */
const ZNewId = ZId.optional();

function nameOf(kind: ReferenceKind) {
  return adminName(MAX_REFERENCE_NAME_LENGTH, M.nameRequired[kind], M.nameTooLong);
}

/* Campaigns: isOnlineShop is the campaign type, 0 default, 1 application complaint. */

export const CAMPAIGN_TYPE_OPTIONS = [
  { value: CAMPAIGN_TYPES.default, label: 'Varsayılan' },
  { value: CAMPAIGN_TYPES.applicationComplaint, label: 'Uygulama Şikayeti' },
] as const;

const ZCampaignType = z.union([z.literal(0), z.literal(1)], { error: M.campaignTypeInvalid });

export const ZCampaignRow = z.object({
  id: ZId,
  name: z.string(),
  isActive: z.boolean(),
  isOnlineShop: z.number().int(),
  /** The ticket form then asks for the contract company's name (docs/domain.md §10). */
  requiresContractCompany: z.boolean(),
});
export type TCampaignRow = z.infer<typeof ZCampaignRow>;

export const ZCreateCampaignRequest = z.object({
  id: ZNewId,
  name: nameOf('campaign'),
  isOnlineShop: ZCampaignType.default(0),
  isActive: z.boolean().default(true),
  requiresContractCompany: z.boolean().default(false),
});
export const ZUpdateCampaignRequest = z.object({
  id: ZId,
  name: nameOf('campaign'),
  isOnlineShop: ZCampaignType.optional(),
  isActive: z.boolean().optional(),
  requiresContractCompany: z.boolean().optional(),
});
export type TCampaignWrite = z.input<typeof ZUpdateCampaignRequest>;
export const ZCampaignWriteResponse = envelopeOf(ZCampaignRow);

/** campaign/GetCampaignsPage: every campaign, active or not, by name, 100 a page. */
export const CAMPAIGN_PAGE_FILTERS = {
  name: 'contains',
  isActive: 'equal',
  isOnlineShop: 'equal',
} as const;
export const CAMPAIGN_PAGE_SORTABLE = ['name', 'isActive', 'isOnlineShop'] as const;

/* Sources. */

export const ZSourceAdminRow = z.object({
  id: ZId,
  name: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /** 'Magaza' sources are the only ones store managers may pick. */
  groupName: z.string(),
  order: z.number().int(),
});
export type TSourceAdminRow = z.infer<typeof ZSourceAdminRow>;

const ZSourceGroup = z
  .string({ error: M.groupNameRequired })
  .trim()
  .min(1, M.groupNameRequired)
  .max(MAX_SOURCE_GROUP_LENGTH, M.groupNameRequired);
const ZSourceOrder = z
  .number({ error: M.orderInvalid })
  .int(M.orderInvalid)
  .min(0, M.orderInvalid)
  .max(1_000_000, M.orderInvalid);

export const ZCreateSourceRequest = z.object({
  id: ZNewId,
  name: nameOf('source'),
  isActive: z.boolean().default(true),
  groupName: ZSourceGroup.default(NEW_SOURCE_GROUP),
  /** The place among the sources; left out, the number of sources (the end of the list). */
  order: ZSourceOrder.optional(),
});
export const ZUpdateSourceRequest = z.object({
  id: ZId,
  name: nameOf('source'),
  isActive: z.boolean().optional(),
  groupName: ZSourceGroup.optional(),
  order: ZSourceOrder.optional(),
});
export type TSourceWrite = z.input<typeof ZCreateSourceRequest>;
export const ZSourceWriteResponse = envelopeOf(ZSourceAdminRow);

/* Call wrap-ups: the row is the one CallWrapUps/GetCallWrapUp answers. */

export const ZCreateCallWrapUpRequest = z.object({
  id: ZNewId,
  name: nameOf('callWrapUp'),
  isActive: z.boolean().default(true),
  isClosed: z.boolean().default(false),
  isProcess: z.boolean().default(false),
  isCustomerVoiceNecessary: z.boolean().default(false),
  isSlaPaused: z.boolean().default(false),
  revealsDiscountCode: z.boolean().default(false),
  revealsMoneyPoint: z.boolean().default(false),
});
export const ZUpdateCallWrapUpRequest = z.object({
  id: ZId,
  name: nameOf('callWrapUp'),
  isActive: z.boolean().optional(),
  isClosed: z.boolean().optional(),
  isProcess: z.boolean().optional(),
  isCustomerVoiceNecessary: z.boolean().optional(),
  isSlaPaused: z.boolean().optional(),
  revealsDiscountCode: z.boolean().optional(),
  revealsMoneyPoint: z.boolean().optional(),
});
export type TCallWrapUpWrite = z.input<typeof ZUpdateCallWrapUpRequest>;
export const ZCallWrapUpWriteResponse = envelopeOf(ZCallWrapUp);

/* Customer voices and delivery types: a name and an active switch. */

export const ZNamedAdminRow = z.object({ id: ZId, name: z.string(), isActive: z.boolean() });
export type TNamedAdminRow = z.infer<typeof ZNamedAdminRow>;

function namedCreate(kind: 'customerVoice' | 'deliveryType') {
  return z.object({ id: ZNewId, name: nameOf(kind), isActive: z.boolean().default(true) });
}
function namedUpdate(kind: 'customerVoice' | 'deliveryType') {
  return z.object({ id: ZId, name: nameOf(kind), isActive: z.boolean().optional() });
}
export const ZCreateCustomerVoiceRequest = namedCreate('customerVoice');
export const ZUpdateCustomerVoiceRequest = namedUpdate('customerVoice');
export const ZCreateDeliveryTypeRequest = namedCreate('deliveryType');
export const ZUpdateDeliveryTypeRequest = namedUpdate('deliveryType');
export type TNamedWrite = z.input<typeof ZUpdateCustomerVoiceRequest>;
export const ZNamedWriteResponse = envelopeOf(ZNamedAdminRow);
