import { STORE_ROLE_TYPES } from '../constants.ts';
import {
  isTicketStatus,
  subStatusesOf,
  TICKET_STATUS,
  TICKET_SUB_STATUS,
  type TicketStatus,
} from '../tickets-statuses.ts';
import { ACTIVITY_MESSAGES } from './messages.ts';
import { isUuid, type TTransferTarget, type TUpdateActivityInput } from './schemas.ts';

/**
 * The rules of an activity (docs/domain.md §13.2): they run in the new-activity dialog and again
 * on the server (ticket/createActivity, ticket/UpdateActivity).
 */

/** The statuses an activity may set, in the order the dialog offers them (docs/domain.md §3). */
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
/** The transfer select's "nothing chosen" value. */
export const NO_TRANSFER_TARGET = -1;

/**
 * Whether an activity may move a ticket from `from` to `to` (docs/domain.md §3 Transitions): an
 * open ticket (1, 2, 4, 5) to any of 5, 2, 4, 3; a closed one only with Ticket.CanSeeActivityPlus
 * (the activity-plus button), which may reopen it to 5, 2 or 4 or leave it closed (3, e.g. a
 * discount code given after closing). Nothing ever moves back to 1 Bekliyor.
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

/** Wrap-up required for 5, and for 3 with sub-status 6 or 7; otherwise none is kept. */
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

/** Whether a role is held in stores (types 0, 1, 3), so forwarding to it names a store. */
export function isStoreRoleType(roleType: number): boolean {
  return (STORE_ROLE_TYPES as readonly number[]).includes(roleType);
}

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
 * Every rule of the activity form (docs/domain.md §13.2 Dialog rules). An empty answer means
 * valid. Rules of parts the dialog hides (transfer target, wrap-up, voice, discount, points) apply
 * only when shown, so a value left in a hidden field never blocks a save: normalizeActivity drops
 * it.
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
 * Before save (docs/domain.md §13.2 Dialog behaviour): the single sub-status is filled in; the
 * transfer target is kept only for status 4 (its store only for a store-type role); wrap-up and
 * voice only where a wrap-up is required (voice only when the wrap-up asks for it); the discount
 * and points blocks only when the wrap-up reveals them and their switch is on.
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

/** The inline-edit messages (docs/domain.md §13.2 Inline edits) for the fields sent. */
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
