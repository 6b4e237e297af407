import { z } from 'zod';
import { STORE_ROLE_TYPES } from './constants.ts';
import { envelopeOf } from './envelope.ts';
import { NIL_UUID } from './ticket-form.ts';
import {
  isTicketStatus,
  subStatusesOf,
  TICKET_STATUS,
  TICKET_SUB_STATUS,
  type TicketStatus,
} from './ticket-statuses.ts';

/**
 * Activities of the ticket detail (part 2 §3 'Activity', §4 'Activity form', §5 'Activity form'
 * and 'Inline edits'; DOMAIN §3). The rules below run in the new-activity dialog and again on
 * the server (ticket/createActivity, ticket/UpdateActivity).
 */
export const ACTIVITY_MESSAGES = {
  callWrapUpNotAllowed: 'Çağrı sonucu seçme yetkiniz bulunmuyor.',
  // Part 2 §5 'Activity form', exactly.
  descriptionRequired: 'Bir açıklama girmelisiniz.',
  statusRequired: 'Bir durum seçmelisiniz.',
  subStatusRequired: 'Bir alt durum seçmelisiniz.',
  /** Part 2 §5: a missing transfer target (the select's -1) shows the sub-status message. */
  transferRoleRequired: 'Bir alt durum seçmelisiniz.',
  callWrapUpRequired: 'Bir çağrı sonucu seçmelisiniz.',
  customerVoiceRequired: 'Bir müşteri sesi sonucu seçmelisiniz.',
  discountCodeRequired: 'İndirim kodu yazmalısınız.',
  discountCodeAmountInvalid: 'Geçerli bir indirim tutarı yazmalısınız.',
  moneyPointInvalid: 'Geçerli bir puan yazmalısınız.',
  moneyPointAmountInvalid: 'Geçerli bir puan tutarı yazmalısınız.',
  // Part 2 §5 'Inline edits', exactly.
  activityDescriptionEmpty: 'Aktivite açıklaması boş olamaz.',
  discountCodeEmpty: 'İndirim kodu boş olamaz.',
  discountCodeAmountInvalidInline: 'Geçerli bir indirim tutarı giriniz.',
  moneyPointEmpty: 'Puan boş olamaz.',
  moneyPointAmountInvalidInline: 'Geçerli bir puan tutarı giriniz.',
  /** Shown under the description (part 2 §5); the same text as the ticket creation form's. */
  personalDataWarning:
    'Açıklamaya müşterinin kişisel verilerini (T.C. kimlik numarası, kart bilgisi, adres, sağlık bilgisi vb.) yazmayınız.',
  /** The notice and the confirmation before forwarding to the e-commerce back office (§4). */
  eCommerceTransferWarning:
    'Bileti E-Ticaret Back Office birimine yönlendiriyorsunuz. Bu birim yalnızca online mağaza siparişleriyle ilgili talepleri yanıtlar.',
  eCommerceTransferConfirm:
    'Bileti E-Ticaret Back Office birimine yönlendirmek istediğinize emin misiniz?',
  // Texts of this project (the spec shows none).
  transitionRefused: 'Bilet mevcut durumundan seçilen duruma geçirilemez.',
  closedTicketNeedsActivityPlus: 'Kapatılmış bir bilete aktivite ekleme yetkiniz bulunmuyor.',
  cannotAddActivity: 'Bu bilete aktivite ekleme yetkiniz bulunmuyor.',
  backOfficeNotAllowed: 'Bu kırılımdaki biletler E-Ticaret Back Office birimine yönlendirilemez.',
  transferStoreRequired: 'Mağaza rolüne yönlendirmek için bir mağaza seçmelisiniz.',
  transferRoleNotFound: 'Yönlendirilecek rol bulunamadı.',
  transferRoleNotHeld:
    'Seçilen rol hiçbir birimde tanımlı olmadığı için bilet bu role yönlendirilemez.',
  transferStoreNotFound: 'Seçilen mağaza bulunamadı.',
  callWrapUpNotFound: 'Seçilen çağrı sonucu bulunamadı ya da aktif değil.',
  customerVoiceNotFound: 'Seçilen müşteri sesi bulunamadı ya da aktif değil.',
  activityNotFound: 'Aktivite bulunamadı.',
  nothingToUpdate: 'Değiştirilecek bir bilgi gönderilmedi.',
  callWrapUpNotForStatus: 'Bu aktivitenin durumunda çağrı sonucu seçilemez.',
  callWrapUpWrongKind:
    'Seçilen çağrı sonucu bu durum için kullanılamaz: İşlemde için işlemdeki, Kapatıldı için kapanış sonuçlarından biri seçilmelidir.',
} as const;

/** The statuses an activity may set, in the order the dialog offers them (DOMAIN §3). */
const ACTIVITY_TARGET_STATUSES: readonly TicketStatus[] = [
  TICKET_STATUS.inProcess,
  TICKET_STATUS.answered,
  TICKET_STATUS.forwarded,
  TICKET_STATUS.closed,
];
/** The closing sub-statuses that need a wrap-up (and may reveal the discount / points blocks). */
const WRAP_UP_CLOSING_SUB_STATUSES: readonly number[] = [
  TICKET_SUB_STATUS.autoClosed,
  TICKET_SUB_STATUS.closed,
];
/** The transfer select's "nothing chosen" value (part 2 §5). */
export const NO_TRANSFER_TARGET = -1;

/**
 * Whether an activity may move a ticket from `from` to `to` (DOMAIN §3): an open ticket (1, 2, 4,
 * 5) to any of 5, 2, 4, 3; a closed one only with Ticket.CanSeeActivityPlus (the activity-plus
 * button), which may reopen it to 5, 2 or 4 or leave it closed (3, e.g. a discount code given
 * after closing). Nothing ever moves back to 1 Bekliyor.
 */
export function canMoveTicket(from: number, to: number, canActivityPlus: boolean): boolean {
  if (!isTicketStatus(from) || !ACTIVITY_TARGET_STATUSES.includes(to as TicketStatus)) return false;
  return from !== TICKET_STATUS.closed || canActivityPlus;
}

/** The statuses the new-activity dialog offers on a ticket in `currentStatus`. */
export function activityStatusOptions(
  currentStatus: number,
  canActivityPlus: boolean,
): TicketStatus[] {
  return ACTIVITY_TARGET_STATUSES.filter((to) => canMoveTicket(currentStatus, to, canActivityPlus));
}

/** Wrap-up required for 5, and for 3 with sub-status 6 or 7; otherwise none is kept (§4). */
export function needsCallWrapUp(
  status: number | null | undefined,
  subStatus: number | null | undefined,
): boolean {
  if (status === TICKET_STATUS.inProcess) return true;
  return status === TICKET_STATUS.closed && WRAP_UP_CLOSING_SUB_STATUSES.includes(subStatus ?? -1);
}

/**
 * 5 İşlemde takes an in-process wrap-up (CallWrapUps/GetCallWrapUpsForInAction), 3 Kapatıldı a
 * closing one (GetCallWrapUpsForClosed).
 */
export function wrapUpFitsStatus(
  status: number | null | undefined,
  wrapUp: { isClosed: boolean; isProcess: boolean },
): boolean {
  if (status === TICKET_STATUS.inProcess) return wrapUp.isProcess;
  if (status === TICKET_STATUS.closed) return wrapUp.isClosed;
  return false;
}

/** The wrap-up switches the activity form reads (CallWrapUps/GetCallWrapUp). */
export type TActivityCallWrapUp = {
  isCustomerVoiceNecessary: boolean;
  revealsDiscountCode: boolean;
  revealsMoneyPoint: boolean;
};

/** Which optional parts of the dialog show for the chosen status, sub-status and wrap-up. */
export function visibleActivityFields(
  draft: Pick<TActivityDraft, 'status' | 'subStatus'>,
  callWrapUp: TActivityCallWrapUp | null,
) {
  const closingWithWrapUp =
    draft.status === TICKET_STATUS.closed &&
    WRAP_UP_CLOSING_SUB_STATUSES.includes(draft.subStatus ?? -1);
  const wrapUp = needsCallWrapUp(draft.status, draft.subStatus);
  return {
    transferTarget: draft.status === TICKET_STATUS.forwarded,
    callWrapUp: wrapUp,
    customerVoice: wrapUp && callWrapUp?.isCustomerVoiceNecessary === true,
    discountCode: closingWithWrapUp && callWrapUp?.revealsDiscountCode === true,
    moneyPoint: closingWithWrapUp && callWrapUp?.revealsMoneyPoint === true,
  };
}

/** The only sub-status of a status that has exactly one (5 → 10, 2 → 2, 4 → 4), else null. */
export function autoSubStatus(status: number | null | undefined): number | null {
  if (status === null || status === undefined || !isTicketStatus(status)) return null;
  const options = subStatusesOf(status);
  return options.length === 1 ? (options[0] ?? null) : null;
}

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

/** Whether a role is held in stores (types 0, 1, 3), so forwarding to it names a store. */
export function isStoreRoleType(roleType: number): boolean {
  return (STORE_ROLE_TYPES as readonly number[]).includes(roleType);
}

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && z.string().uuid().safeParse(value).success && value !== NIL_UUID;
/** An optional id: empty and the all-zero uuid mean none (null). */
const ZOptionalId = z
  .string()
  .nullish()
  .transform((value) => (isUuid(value) ? value : null));
/** The transfer select sends -1 for "nothing chosen" (part 2 §5): none, like empty. */
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
 * ticket/createActivity (part 2 §3 'Activity'). Everything a person fills may be missing here:
 * validateActivityForm answers the Turkish message for it, the same one the dialog shows.
 */
export const ZCreateActivityInput = z.object({
  ticketId: z.string().uuid(),
  /** The ticket version the dialog was opened on: a stale one answers 409 (DOMAIN §3). */
  version: z.number().int(),
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

/** What the rules read: the payload as the dialog holds it, every field possibly empty. */
export type TActivityDraft = {
  status?: number | null;
  subStatus?: number | null;
  description?: string | null;
  transferRoleId?: string | number | null;
  transferStoreId?: string | null;
  callWrapUpId?: string | null;
  customerVoiceId?: string | null;
  hasDiscountCode?: boolean | null;
  discountCode?: string | null;
  discountCodeAmount?: number | null;
  discountCodeDescription?: string | null;
  hasMoneyPoint?: boolean | null;
  moneyPoint?: string | number | null;
  moneyPointAmount?: number | null;
  moneyPointDescription?: string | null;
};

/** What the rules depend on besides the dialog itself. */
export type TActivityFormContext = {
  /** The chosen wrap-up's switches; null when none is chosen. */
  callWrapUp: TActivityCallWrapUp | null;
  /** The chosen transfer target; null when none is chosen. */
  transferTarget: Pick<TTransferTarget, 'needsStore' | 'isECommerceBackOffice'> | null;
  /** The ticket's breakdown allows forwarding to the e-commerce back office. */
  canGoEcommerceBackOffice: boolean;
};

export type TActivityFormError = { field: string; message: string };

const isBlank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';
const isPositive = (value: string | number | null | undefined) =>
  !isBlank(value) && Number.isFinite(Number(value)) && Number(value) > 0;

/**
 * Every rule of the activity form (part 2 §4, §5). An empty answer means valid. Rules of parts
 * the dialog hides (transfer target, wrap-up, voice, discount, points) apply only when shown, so
 * a value left in a hidden field never blocks a save: normalizeActivity drops it.
 */
export function validateActivityForm(
  draft: TActivityDraft,
  context: TActivityFormContext,
): TActivityFormError[] {
  const M = ACTIVITY_MESSAGES;
  const errors: TActivityFormError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const subStatus = draft.subStatus ?? autoSubStatus(draft.status);
  const shown = visibleActivityFields({ status: draft.status, subStatus }, context.callWrapUp);

  if (isBlank(draft.description)) add('description', M.descriptionRequired);
  if (draft.status === null || draft.status === undefined) {
    add('status', M.statusRequired);
  } else if (
    subStatus === null ||
    !isTicketStatus(draft.status) ||
    !subStatusesOf(draft.status).includes(subStatus as never)
  ) {
    add('subStatus', M.subStatusRequired);
  }
  if (shown.transferTarget) {
    if (!isUuid(draft.transferRoleId)) {
      add('transferRoleId', M.transferRoleRequired);
    } else if (context.transferTarget?.isECommerceBackOffice && !context.canGoEcommerceBackOffice) {
      add('transferRoleId', M.backOfficeNotAllowed);
    } else if (context.transferTarget?.needsStore && !isUuid(draft.transferStoreId)) {
      add('transferStoreId', M.transferStoreRequired);
    }
  }
  if (shown.callWrapUp && !isUuid(draft.callWrapUpId)) add('callWrapUpId', M.callWrapUpRequired);
  if (shown.customerVoice && !isUuid(draft.customerVoiceId)) {
    add('customerVoiceId', M.customerVoiceRequired);
  }
  if (shown.discountCode && draft.hasDiscountCode) {
    if (isBlank(draft.discountCode)) add('discountCode', M.discountCodeRequired);
    if (!isPositive(draft.discountCodeAmount)) {
      add('discountCodeAmount', M.discountCodeAmountInvalid);
    }
  }
  if (shown.moneyPoint && draft.hasMoneyPoint) {
    if (!isPositive(draft.moneyPoint)) add('moneyPoint', M.moneyPointInvalid);
    if (!isPositive(draft.moneyPointAmount)) add('moneyPointAmount', M.moneyPointAmountInvalid);
  }
  return errors;
}

/** The activity as it is saved: the draft with what the dialog hides cleared. */
export type TNormalizedActivity = {
  status: number | null;
  subStatus: number | null;
  description: string | null;
  transferRoleId: string | null;
  transferStoreId: string | null;
  callWrapUpId: string | null;
  customerVoiceId: string | null;
  discountCode: string | null;
  discountCodeAmount: number | null;
  discountCodeDescription: string | null;
  moneyPoint: string | null;
  moneyPointAmount: number | null;
  moneyPointDescription: string | null;
};

const textOrNull = (value: string | number | null | undefined) =>
  isBlank(value) ? null : String(value).trim();
const idOrNull = (value: unknown) => (isUuid(value) ? value : null);

/**
 * Before save (part 2 §4): the single sub-status is filled in; the transfer target is kept only
 * for status 4 (its store only for a store-type role); wrap-up and voice only where a wrap-up
 * is required (voice only when the wrap-up asks for it); the discount and points blocks only when
 * the wrap-up reveals them and their switch is on.
 */
export function normalizeActivity(
  draft: TActivityDraft,
  context: Pick<TActivityFormContext, 'callWrapUp' | 'transferTarget'>,
): TNormalizedActivity {
  const status = draft.status ?? null;
  const subStatus = draft.subStatus ?? autoSubStatus(status);
  const shown = visibleActivityFields({ status, subStatus }, context.callWrapUp);
  const hasDiscount = shown.discountCode && draft.hasDiscountCode === true;
  const hasPoints = shown.moneyPoint && draft.hasMoneyPoint === true;
  return {
    status,
    subStatus,
    description: textOrNull(draft.description),
    transferRoleId: shown.transferTarget ? idOrNull(draft.transferRoleId) : null,
    transferStoreId:
      shown.transferTarget && context.transferTarget?.needsStore
        ? idOrNull(draft.transferStoreId)
        : null,
    callWrapUpId: shown.callWrapUp ? idOrNull(draft.callWrapUpId) : null,
    customerVoiceId: shown.customerVoice ? idOrNull(draft.customerVoiceId) : null,
    discountCode: hasDiscount ? textOrNull(draft.discountCode) : null,
    discountCodeAmount: hasDiscount ? (draft.discountCodeAmount ?? null) : null,
    discountCodeDescription: hasDiscount ? textOrNull(draft.discountCodeDescription) : null,
    moneyPoint: hasPoints ? textOrNull(draft.moneyPoint) : null,
    moneyPointAmount: hasPoints ? (draft.moneyPointAmount ?? null) : null,
    moneyPointDescription: hasPoints ? textOrNull(draft.moneyPointDescription) : null,
  };
}

/** createActivity's answer: the new activity and the ticket's new version. */
export const ZCreateActivityResult = z.object({
  id: z.string().uuid(),
  ticketVersion: z.number().int(),
});
export const ZCreateActivityResponse = envelopeOf(ZCreateActivityResult);
export type TCreateActivityResponse = z.infer<typeof ZCreateActivityResponse>;

/** One row of ticket/GetTicketActivities (part 2 §3 'Activity'), newest first. */
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

/** The inline-edit messages (part 2 §5 'Inline edits') for the fields sent. */
export function validateActivityUpdate(
  input: Omit<TUpdateActivityInput, 'id'>,
): TActivityFormError[] {
  const M = ACTIVITY_MESSAGES;
  const errors: TActivityFormError[] = [];
  const sent = (key: keyof typeof input) => Object.hasOwn(input, key) && input[key] !== undefined;
  if (sent('description') && isBlank(input.description)) {
    errors.push({ field: 'description', message: M.activityDescriptionEmpty });
  }
  if (sent('discountCode') && isBlank(input.discountCode)) {
    errors.push({ field: 'discountCode', message: M.discountCodeEmpty });
  }
  if (sent('discountCodeAmount') && !isPositive(input.discountCodeAmount)) {
    errors.push({ field: 'discountCodeAmount', message: M.discountCodeAmountInvalidInline });
  }
  if (sent('moneyPoint') && isBlank(input.moneyPoint)) {
    errors.push({ field: 'moneyPoint', message: M.moneyPointEmpty });
  } else if (sent('moneyPoint') && !isPositive(input.moneyPoint)) {
    errors.push({ field: 'moneyPoint', message: M.moneyPointInvalid });
  }
  if (sent('moneyPointAmount') && !isPositive(input.moneyPointAmount)) {
    errors.push({ field: 'moneyPointAmount', message: M.moneyPointAmountInvalidInline });
  }
  return errors;
}

/** UpdateActivity's answer: the activity and the ticket's version (bumped when it changed). */
export const ZUpdateActivityResponse = envelopeOf(ZCreateActivityResult);
