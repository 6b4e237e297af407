import { z } from 'zod';
import { TICKET_FORM_MESSAGES } from './messages.ts';

/** The device values the form offers and ticket/createTicket accepts. */
export const DEVICES = ['Desktop', 'Mobile', 'App'] as const;
export type Device = (typeof DEVICES)[number];
export const DEVICE_OS = ['IOS', 'Android'] as const;
export type DeviceOs = (typeof DEVICE_OS)[number];

/** The all-zero uuid stands for "nothing chosen" and is never a valid id. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const notNil = (value: string) => value !== NIL_UUID;
/** A required id: a uuid other than the all-zero one. */
export const ZId = z.string().uuid().refine(notNil);
/** An optional id; empty and the all-zero uuid both mean none (null). */
const ZOptionalId = z
  .union([z.literal(''), z.string().uuid()])
  .nullish()
  .transform((value) => (value && value !== NIL_UUID ? value : null));
const ZOptionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));
const requiredId = (message: string) =>
  z.string({ error: message }).uuid(message).refine(notNil, message);

/** ticket/createTicket as the creation form sends it (docs/domain.md §11). */
export const ZTicketFormInput = z.object({
  id: ZId,
  customerId: ZId,
  sourceId: requiredId(TICKET_FORM_MESSAGES.sourceRequired),
  storeId: requiredId(TICKET_FORM_MESSAGES.storeRequired),
  ticketTypeId: requiredId(TICKET_FORM_MESSAGES.typeRequired),
  ticketCategoryId: requiredId(TICKET_FORM_MESSAGES.categoryRequired),
  ticketSubCategoryId: requiredId(TICKET_FORM_MESSAGES.subCategoryRequired),
  ticketCategorySetId: requiredId(TICKET_FORM_MESSAGES.subCategoryRequired),
  /** A category set may have no rule set. */
  ruleSetId: ZOptionalId,
  description: z.string({ error: TICKET_FORM_MESSAGES.descriptionRequired }).trim(),
  device: z
    .enum(DEVICES, { error: TICKET_FORM_MESSAGES.deviceRequired })
    .nullish()
    .transform((value) => value ?? null),
  deviceOs: z
    .enum(DEVICE_OS, { error: TICKET_FORM_MESSAGES.deviceOsRequired })
    .nullish()
    .transform((value) => value ?? null),
  problemId: ZOptionalId,
  cargoCompanyId: ZOptionalId,
  deliveryTypeId: ZOptionalId,
  order: z
    .object({ orderNumber: ZOptionalText, orderCancellingId: ZOptionalId })
    .nullish()
    .transform((value) => value ?? null),
  campaign: z
    .object({ campaignId: ZId, contract: ZOptionalText })
    .nullish()
    .transform((value) => value ?? null),
  products: z.array(z.object({ productId: ZId, count: z.number().int().nullable() })),
  currentWatsonsCardNo: ZOptionalText,
  answers: z.array(
    z.object({ id: ZId, state: z.boolean().nullable(), ivrDescription: ZOptionalText }),
  ),
  isNotClosed: z.boolean(),
  isWaitingForProduct: z.boolean(),
  callWrapUpId: ZOptionalId,
  customerVoiceId: ZOptionalId,
  /** The store-view field, shown only when the category set allows store viewing. */
  storeViewId: ZOptionalId,
});
export type TTicketFormInput = z.infer<typeof ZTicketFormInput>;
