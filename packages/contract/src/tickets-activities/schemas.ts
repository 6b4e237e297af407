import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { NIL_UUID } from '../tickets-form/schemas.ts';
import { ACTIVITY_MESSAGES } from './messages.ts';

/**
 * The wire shapes of the activity calls: ticket/createActivity, ticket/GetTicketActivities,
 * ticket/UpdateActivity and the transfer targets (docs/domain.md §13.2).
 */

/** A role the ticket may be forwarded to (roles/getroles). */
export const ZTransferTarget = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** 0, 1, 3 store; 4 department. Call-centre roles (5) are never offered. */
  roleType: z.number().int(),
  /** Forwarding to it needs a breakdown with canGoEcommerceBackOffice, a warning and a confirm. */
  isECommerceBackOffice: z.boolean(),
  /** A store-type role: the dialog asks which store (transferStoreId). */
  needsStore: z.boolean(),
});
export type TTransferTarget = z.infer<typeof ZTransferTarget>;
export const ZTransferTargetList = z.array(ZTransferTarget);

/** A real id: a uuid other than the all-zero one. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && z.string().uuid().safeParse(value).success && value !== NIL_UUID;
/** An optional id: empty and the all-zero uuid mean none (null). */
const ZOptionalId = z
  .string()
  .nullish()
  .transform((value) => (isUuid(value) ? value : null));
/** The transfer select sends -1 for "nothing chosen": none, like empty. */
const ZTransferRoleId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (isUuid(value) ? value : null));
const ZOptionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const ZOptionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
/** Points as typed ("250"); a number is accepted too and kept as its text. */
const ZOptionalPoints = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? null : String(value).trim() || null,
  );

/**
 * ticket/createActivity (docs/domain.md §13.2). Everything a person fills may be missing here:
 * validateActivityForm answers the Turkish message for it, the same one the dialog shows.
 */
export const ZCreateActivityInput = z.object({
  ticketId: z.string().uuid(),
  /**
   * The version the dialog was opened on; a stale one answers 409 (docs/domain.md §3). Not a
   * field of the spec: a client that leaves it out is not checked.
   */
  version: z.number().int().optional(),
  status: ZOptionalNumber,
  subStatus: ZOptionalNumber,
  description: ZOptionalText,
  /** Status 4 only: the role to forward to (roles/getroles); -1 means none chosen. */
  transferRoleId: ZTransferRoleId,
  /** Status 4 to a store-type role: the store to forward to. */
  transferStoreId: ZOptionalId,
  callWrapUpId: ZOptionalId,
  customerVoiceId: ZOptionalId,
  hasDiscountCode: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  discountCode: ZOptionalText,
  discountCodeAmount: ZOptionalNumber,
  discountCodeDescription: ZOptionalText,
  hasMoneyPoint: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  moneyPoint: ZOptionalPoints,
  moneyPointAmount: ZOptionalNumber,
  moneyPointDescription: ZOptionalText,
});
export type TCreateActivityInput = z.infer<typeof ZCreateActivityInput>;
export type TCreateActivityRequest = z.input<typeof ZCreateActivityInput>;

/** createActivity's answer: the new activity and the ticket's new version. */
export const ZCreateActivityResult = z.object({
  id: z.string().uuid(),
  ticketVersion: z.number().int(),
});
export const ZCreateActivityResponse = envelopeOf(ZCreateActivityResult);
export type TCreateActivityResponse = z.infer<typeof ZCreateActivityResponse>;

/** One row of ticket/GetTicketActivities (docs/domain.md §13.2 List), newest first. */
export const ZTicketActivity = z.object({
  id: z.string().uuid(),
  ticketId: z.string().uuid(),
  status: z.number().int(),
  subStatus: z.number().int(),
  description: z.string().nullable(),
  callWrapUpId: z.string().uuid().nullable(),
  callWrapUpName: z.string().nullable(),
  customerVoiceId: z.string().uuid().nullable(),
  customerVoiceName: z.string().nullable(),
  /** Whether the activity gave a discount code / points; the values themselves follow. */
  hasDiscountCode: z.boolean(),
  /** The values are null without Ticket.CanSeeDiscountCode. */
  discountCode: z.string().nullable(),
  discountCodeAmount: z.number().nullable(),
  discountCodeDescription: z.string().nullable(),
  hasMoneyPoint: z.boolean(),
  moneyPoint: z.string().nullable(),
  moneyPointAmount: z.number().nullable(),
  moneyPointDescription: z.string().nullable(),
  /** Status 4: where the ticket was forwarded. */
  transferRoleId: z.string().uuid().nullable(),
  transferRoleName: z.string().nullable(),
  transferStoreName: z.string().nullable(),
  /** The owner (flow) the ticket had right after this activity. */
  currentFlowId: z.string().uuid().nullable(),
  currentFlowRoleName: z.string().nullable(),
  /** The responsible unit's name of that flow. */
  ticketResponsibleStore: z.string().nullable(),
  creatorUserFullName: z.string(),
  /** users.userType (1 retailer, 0 call-centre partner): selects the creator's icon. */
  creatorUserType: z.number().int(),
  createdDate: z.string(),
  /** The last inline edit (UpdateActivity), if any. */
  updatedDate: z.string().nullable(),
  updatedUserFullName: z.string().nullable(),
  isSlaPaused: z.boolean(),
  /** The caller holds Ticket.CanSeeActivityPlus (the same on every row). */
  canCreateActivityForClosedTickets: z.boolean(),
});
export type TTicketActivity = z.infer<typeof ZTicketActivity>;
export const ZTicketActivityList = z.array(ZTicketActivity);

/**
 * ticket/UpdateActivity: the inline edits of the detail page (activity description, wrap-up,
 * customer voice, discount code and amount, points and amount). Send only what changes; at least
 * one. A field sent empty answers its inline message (validateActivityUpdate). A wrap-up that
 * needs customer voice must come with one unless the activity already has one.
 */
export const ZUpdateActivityInput = z
  .object({
    /** The activity's id. */
    id: z.string().uuid(),
    description: z.string().nullish(),
    callWrapUpId: z.string().uuid().nullish(),
    customerVoiceId: z.string().uuid().nullish(),
    discountCode: z.string().nullish(),
    discountCodeAmount: z.number().nullish(),
    moneyPoint: z.union([z.string(), z.number()]).nullish(),
    moneyPointAmount: z.number().nullish(),
  })
  .refine(
    (input) => Object.entries(input).some(([key, value]) => key !== 'id' && value !== undefined),
    { message: ACTIVITY_MESSAGES.nothingToUpdate },
  );
export type TUpdateActivityInput = z.infer<typeof ZUpdateActivityInput>;

/** UpdateActivity's answer: the activity and the ticket's version (bumped when it changed). */
export const ZUpdateActivityResponse = envelopeOf(ZCreateActivityResult);
