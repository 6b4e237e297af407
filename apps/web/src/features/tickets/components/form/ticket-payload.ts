import {
  productsToSend,
  type TTicketFormContext,
  type TTicketFormDraft,
  type TTicketFormError,
} from '@ccms/contract/tickets-form/rules';
import {
  NIL_UUID,
  type TTicketFormInput,
  ZTicketFormInput,
} from '@ccms/contract/tickets-form/schemas';
import type { z } from 'zod';
import { type TicketFormState, ticketFormLayout } from './ticket-form-layout';
import type { TicketFormValues } from './ticket-form-values';

const text = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
const id = (value: string | null | undefined): string | null => value || null;

/** What validateTicketForm needs besides the draft. */
export function buildTicketContext(
  values: TicketFormValues,
  state: TicketFormState,
): TTicketFormContext {
  const layout = ticketFormLayout(values, state);
  return {
    rules: state.ruleSet?.rules ?? [],
    isCaseClosed: state.ruleSet?.isCaseClosed ?? false,
    store: state.store,
    subCategoryCallType: (state.subCategory?.callType as 1 | 2 | undefined) ?? null,
    questionIds: layout.survey ? state.questions.map((question) => question.id) : [],
    callWrapUp: layout.callWrapUp ? state.callWrapUp : null,
    campaign: layout.campaign ? state.campaign : null,
    fileCount: values.files?.length ?? 0,
  };
}

/**
 * The createTicket payload from the form: only the fields shown now are sent (a hidden field's
 * old value is not), products without a valid uuid are dropped (productsToSend), the IVR
 * description goes only with a 'yes' to the first question.
 */
export function buildTicketDraft(
  values: TicketFormValues,
  state: TicketFormState,
  ids: { id: string; customerId: string },
): TTicketFormDraft {
  const layout = ticketFormLayout(values, state);
  const isWaitingForProduct = layout.products && values.isWaitingForProduct === true;
  const campaignId = layout.campaign ? id(values.campaign?.campaignId) : null;
  const hasOrder = layout.order || layout.orderCancelling;
  const answers = layout.survey
    ? state.questions.map((question, index) => {
        const answer = values.answers?.find((item) => item.id === question.id);
        const state = answer?.state ?? null;
        return {
          id: question.id,
          state,
          ivrDescription: index === 0 && state === true ? text(answer?.ivrDescription) : null,
        };
      })
    : [];
  return {
    id: ids.id,
    customerId: ids.customerId,
    sourceId: id(values.sourceId),
    storeId: id(values.storeId),
    ticketTypeId: id(values.ticketTypeId),
    ticketCategoryId: id(values.ticketCategoryId),
    ticketSubCategoryId: id(values.ticketSubCategoryId),
    ticketCategorySetId: state.subCategory?.categorySetId ?? NIL_UUID,
    ruleSetId: state.categorySet?.ruleSetId ?? null,
    description: values.description ?? '',
    device: layout.device ? (values.device ?? null) : null,
    deviceOs: layout.deviceOs ? (values.deviceOs ?? null) : null,
    problemId: layout.problem ? id(values.problemId) : null,
    cargoCompanyId: layout.cargoCompany ? id(values.cargoCompanyId) : null,
    deliveryTypeId: layout.deliveryType ? id(values.deliveryTypeId) : null,
    order: hasOrder
      ? {
          orderNumber: layout.order ? text(values.order?.orderNumber) : null,
          orderCancellingId: layout.orderCancelling ? id(values.order?.orderCancellingId) : null,
        }
      : null,
    campaign: campaignId
      ? { campaignId, contract: layout.contract ? text(values.campaign?.contract) : null }
      : null,
    products:
      layout.products && !isWaitingForProduct
        ? productsToSend(values.products ?? []).map((product) => ({
            productId: product.productId,
            count: product.count,
          }))
        : [],
    currentWatsonsCardNo: text(values.currentWatsonsCardNo),
    answers,
    isNotClosed: layout.keepOpen && values.isNotClosed === true,
    isWaitingForProduct,
    callWrapUpId: layout.callWrapUp ? id(values.callWrapUpId) : null,
    customerVoiceId: layout.customerVoice ? id(values.customerVoiceId) : null,
    storeViewId: layout.storeView ? id(values.storeViewId) : null,
  };
}

/**
 * The draft as the exact payload, once validateTicketForm found nothing. Anything the schema
 * still refuses comes back as errors with the payload path, like the rules' own.
 */
/** `input` parsed by `schema`, or the schema's complaints as field errors for the form. */
export function parseForForm<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { payload: T } | { errors: TTicketFormError[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { payload: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    })),
  };
}

export function toTicketPayload(
  draft: TTicketFormDraft,
): { payload: TTicketFormInput } | { errors: TTicketFormError[] } {
  return parseForForm(ZTicketFormInput, draft);
}
