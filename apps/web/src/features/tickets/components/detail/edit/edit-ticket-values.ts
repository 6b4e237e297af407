import type { TStoreLookupRow } from '@ccms/contract/reference';
import { autoSubStatus } from '@ccms/contract/tickets-activities/rules';
import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import type { TTicketEditContext, TTicketEditDraft } from '@ccms/contract/tickets-edit';
import {
  normalizeEditState,
  type TTicketEditState,
  type TTicketEditStateDraft,
} from '@ccms/contract/tickets-edit-state';
import type { TTicketFormContext, TTicketFormDraft } from '@ccms/contract/tickets-form/rules';
import { NIL_UUID } from '@ccms/contract/tickets-form/schemas';
import type { SourceOption } from '../../form/source-select';
import type { TicketFormValues } from '../../form/ticket-form-values';

/** The ticket's unit as the store picker holds a chosen one. */
export function ticketStoreRow(ticket: TTicketDetail): TStoreLookupRow {
  return {
    id: ticket.storeId,
    name: ticket.storeFullName,
    cityName: null,
    isECommerce: ticket.storeIsECommerce,
  };
}

/** The names the pickers show for what the ticket already has. */
export function ticketInitialNames(ticket: TTicketDetail): {
  source: SourceOption;
  storeView: TStoreLookupRow | null;
} {
  return {
    source: { value: ticket.sourceId, label: ticket.sourceName },
    storeView: ticket.storeViewId
      ? {
          id: ticket.storeViewId,
          name: ticket.storeViewName ?? '',
          cityName: null,
          isECommerce: false,
        }
      : null,
  };
}

/**
 * The creation form's values filled from GetTicket. 'Keep ticket open' is set so that the
 * closing fields (call result, voice) stay hidden: an edit never closes the ticket.
 */
export function ticketToFormValues(ticket: TTicketDetail): TicketFormValues {
  return {
    sourceId: ticket.sourceId,
    storeId: ticket.storeId,
    ticketTypeId: ticket.ticketTypeId,
    ticketCategoryId: ticket.ticketCategoryId,
    ticketSubCategoryId: ticket.ticketSubCategoryId,
    storeViewId: ticket.storeViewId,
    description: ticket.description,
    device: (ticket.device as TicketFormValues['device']) ?? null,
    deviceOs: (ticket.deviceOs as TicketFormValues['deviceOs']) ?? null,
    problemId: ticket.problemId,
    cargoCompanyId: ticket.cargoCompanyId,
    deliveryTypeId: ticket.deliveryTypeId,
    order: ticket.order
      ? { orderNumber: ticket.order.orderNumber, orderCancellingId: ticket.order.orderCancellingId }
      : null,
    campaign: ticket.campaign
      ? { campaignId: ticket.campaign.campaignId, contract: ticket.campaign.contract }
      : null,
    products: ticket.products.map((product) => ({
      productId: product.productId,
      productName: product.productName,
      brand: '',
      barcode: product.barcode,
      wescode: product.wescode,
      count: product.count,
    })),
    currentWatsonsCardNo: ticket.currentWatsonsCardNo,
    answers: ticket.answers.map((answer) => ({
      id: answer.id,
      description: answer.description,
      state: answer.state,
      ivrDescription: answer.ivrDescription,
    })),
    files: [],
    isNotClosed: true,
    isWaitingForProduct: ticket.isWaitingForProduct,
    ...ticketEditState(ticket),
  };
}

/**
 * The ticket's state as the status fields start (docs/domain.md §13.3 Status): a wrap-up left
 * on the row by an earlier status is not shown where the status takes none.
 */
export function ticketEditState(ticket: TTicketDetail): TTicketEditState {
  return normalizeEditState(ticket);
}

/** The draft of the status fields, from the form's values. */
export function editStateDraft(values: TicketFormValues): TTicketEditStateDraft {
  return {
    status: values.status ?? null,
    subStatus: values.subStatus ?? null,
    callWrapUpId: values.callWrapUpId ?? null,
    customerVoiceId: values.customerVoiceId ?? null,
  };
}

/**
 * The values to set after a change of the status fields (as the activity dialog does): a
 * status resets sub-status (its only one chosen at once), wrap-up and voice; a wrap-up the voice.
 * A wrap-up the chosen sub-status does not take is dropped on saving (normalizeEditState).
 */
export function editStateValuesToReset(
  changed: Partial<TicketFormValues>,
): Partial<TicketFormValues> {
  if ('status' in changed) {
    return {
      subStatus: autoSubStatus(changed.status),
      callWrapUpId: null,
      customerVoiceId: null,
    };
  }
  if ('callWrapUpId' in changed) return { customerVoiceId: null };
  return {};
}

/**
 * The creation draft as the edit sends it: without what only creation decides, and with the
 * ticket's own breakdown when the sub-category is unchanged but no longer offered (a breakdown
 * deactivated since creation is kept).
 */
export function toEditDraft(draft: TTicketFormDraft, ticket: TTicketDetail): TTicketEditDraft {
  const { isNotClosed: _open, callWrapUpId: _wrapUp, customerVoiceId: _voice, ...rest } = draft;
  const isSameBreakdown = rest.ticketSubCategoryId === ticket.ticketSubCategoryId;
  if (rest.ticketCategorySetId === NIL_UUID && isSameBreakdown) {
    return {
      ...rest,
      ticketCategorySetId: ticket.ticketCategorySetId,
      ruleSetId: ticket.ruleSetId,
    };
  }
  return rest;
}

/** The creation context without what only creation reads. */
export function toEditContext(context: TTicketFormContext): TTicketEditContext {
  const { isCaseClosed: _closed, callWrapUp: _wrapUp, fileCount: _files, ...rest } = context;
  return rest;
}
