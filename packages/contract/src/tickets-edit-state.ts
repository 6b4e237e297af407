import { z } from 'zod';
import { ACTIVITY_MESSAGES } from './tickets-activities/messages.ts';
import {
  activityStatusOptions,
  autoSubStatus,
  canMoveTicket,
  needsCallWrapUp,
} from './tickets-activities/rules.ts';
import { isUuid } from './tickets-activities/schemas.ts';
import {
  isTicketStatus,
  subStatusesOf,
  TICKET_STATUS,
  type TicketStatus,
} from './tickets-statuses.ts';

/**
 * The status part of 'Bileti Düzenle' and ticket/UpdateTicket (docs/domain.md §13.3 Status):
 * status, sub-status, call wrap-up and customer voice. Changing them writes an activity, with
 * the activity's rules and effects (owner, SLA clock, closing), in the edit's transaction.
 */
export const TICKET_EDIT_STATE_MESSAGES = {
  statusRequired: 'Durum seçimi zorunludur.',
  subStatusRequired: 'Alt durum seçimi zorunludur.',
  callWrapUpRequired: 'Çağrı sonucu seçimi zorunludur.',
  customerVoiceRequired: 'Müşteri sesi seçimi zorunludur.',
  /** 4 Yönlendir needs a target unit, which only the activity dialog asks for. */
  forwardNeedsActivity:
    "Bileti yönlendirmek için 'Aktivite Ekle'yi kullanın: yönlendirme bir birim seçimi ister.",
  /** The edit right alone does not move a ticket: the move is an activity. */
  stateChangeNeedsActivityRight:
    'Durum değişikliği bir aktivite yazar; bu bilete aktivite ekleme yetkiniz bulunmuyor.',
  /** The description of the activity a status change through the edit writes. */
  activityDescription: 'Durum bilet düzenleme ekranından değiştirildi.',
} as const;

/** An id as sent: undefined stays "not sent"; empty, the all-zero uuid or junk mean none. */
const ZSentId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined ? undefined : isUuid(value) ? value : null));
const ZSentNumber = z.number().int().nullish();

/**
 * The four fields UpdateTicket takes besides the form. Not sending any of them keeps the
 * ticket's state (a client of the spec that sends the ticket as read keeps it too).
 */
export const ZTicketEditStateFields = {
  status: ZSentNumber,
  subStatus: ZSentNumber,
  callWrapUpId: ZSentId,
  customerVoiceId: ZSentId,
};

/** The state as the dialog holds it or a client sends it; every field possibly empty. */
export type TTicketEditStateDraft = {
  status?: number | null;
  subStatus?: number | null;
  callWrapUpId?: string | null;
  customerVoiceId?: string | null;
};

export type TTicketEditState = {
  status: number | null;
  subStatus: number | null;
  callWrapUpId: string | null;
  customerVoiceId: string | null;
};

/** Whether the payload says anything about the state (any of the four fields sent). */
export function isEditStateSent(draft: TTicketEditStateDraft): boolean {
  return (
    draft.status !== undefined ||
    draft.subStatus !== undefined ||
    draft.callWrapUpId !== undefined ||
    draft.customerVoiceId !== undefined
  );
}

/**
 * The state as it would be kept: the single sub-status filled in, the wrap-up only where the
 * status takes one and the voice only with a wrap-up (as an activity stores them).
 */
export function normalizeEditState(draft: TTicketEditStateDraft): TTicketEditState {
  const status = draft.status ?? null;
  const subStatus = draft.subStatus ?? autoSubStatus(status);
  const callWrapUpId =
    needsCallWrapUp(status, subStatus) && isUuid(draft.callWrapUpId) ? draft.callWrapUpId : null;
  const customerVoiceId =
    callWrapUpId && isUuid(draft.customerVoiceId) ? draft.customerVoiceId : null;
  return { status, subStatus, callWrapUpId, customerVoiceId };
}

/** Whether the edit moves the ticket, i.e. writes an activity. */
export function isEditStateChanged(
  current: TTicketEditStateDraft,
  draft: TTicketEditStateDraft,
): boolean {
  const before = normalizeEditState(current);
  const after = normalizeEditState(draft);
  return (
    before.status !== after.status ||
    before.subStatus !== after.subStatus ||
    before.callWrapUpId !== after.callWrapUpId ||
    before.customerVoiceId !== after.customerVoiceId
  );
}

/**
 * The statuses the edit dialog offers: the current one (kept), then those an activity may set
 * from it (docs/domain.md §3 Transitions), except 4 Yönlendir, which needs a target unit.
 */
export function editStatusOptions(currentStatus: number, canActivityPlus: boolean): TicketStatus[] {
  const moves = activityStatusOptions(currentStatus, canActivityPlus).filter(
    (status) => status !== TICKET_STATUS.forwarded || status === currentStatus,
  );
  const current = isTicketStatus(currentStatus) ? [currentStatus] : [];
  return [...current, ...moves.filter((status) => status !== currentStatus)];
}

export type TTicketEditStateContext = {
  currentStatus: number;
  /** Ticket.CanSeeActivityPlus: a closed ticket may take an activity. */
  canActivityPlus: boolean;
  /** The chosen wrap-up's switch; null when none is chosen (or known yet). */
  callWrapUp: { isCustomerVoiceNecessary: boolean } | null;
};

export type TTicketEditStateError = { field: string; message: string };

/**
 * The rules of a changed state (docs/domain.md §13.3 Status), run by the dialog and again by
 * UpdateTicket: the spec's four messages, the activity's transitions, and no forwarding here.
 * Only a changed state is checked: a ticket kept as it is never blocks an edit of its text.
 */
export function validateTicketEditState(
  draft: TTicketEditStateDraft,
  context: TTicketEditStateContext,
): TTicketEditStateError[] {
  const M = TICKET_EDIT_STATE_MESSAGES;
  const errors: TTicketEditStateError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const state = normalizeEditState(draft);
  const status = state.status;
  if (status === null) return [{ field: 'status', message: M.statusRequired }];
  if (!isTicketStatus(status))
    return [{ field: 'status', message: ACTIVITY_MESSAGES.transitionRefused }];
  if (status === TICKET_STATUS.forwarded && context.currentStatus !== status) {
    return [{ field: 'status', message: M.forwardNeedsActivity }];
  }
  if (!canMoveTicket(context.currentStatus, status, context.canActivityPlus)) {
    return [{ field: 'status', message: ACTIVITY_MESSAGES.transitionRefused }];
  }
  if (state.subStatus === null || !subStatusesOf(status).includes(state.subStatus as never)) {
    add('subStatus', M.subStatusRequired);
  }
  if (needsCallWrapUp(status, state.subStatus) && state.callWrapUpId === null) {
    add('callWrapUpId', M.callWrapUpRequired);
  }
  if (
    state.callWrapUpId !== null &&
    context.callWrapUp?.isCustomerVoiceNecessary === true &&
    state.customerVoiceId === null
  ) {
    add('customerVoiceId', M.customerVoiceRequired);
  }
  return errors;
}
