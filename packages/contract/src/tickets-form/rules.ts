import { CALL_TYPES, type RuleField, readRuleFlags } from '../hierarchy.ts';
import { TICKET_FORM_MESSAGES } from './messages.ts';
import { type Device, NIL_UUID, type TTicketFormInput, ZId } from './schemas.ts';

/**
 * Rules of the ticket creation form (docs/domain.md §11), run by the browser form and again by
 * the server on ticket/createTicket.
 */

/** Devices that need an OS choice. */
export const DEVICES_WITH_OS: readonly Device[] = ['Mobile', 'App'];
export const MAX_TICKET_FILES = 5;
export const TICKET_CARD_NUMBER_PATTERN = /^\d{13}$/;
/** The only sub-category call type a store allows (docs/domain.md §11 Form behaviour). */
export const CALL_TYPE_FOR_STORE = {
  eCommerce: CALL_TYPES.eCommerce,
  other: CALL_TYPES.inbound,
} as const;

/** The call type a store's sub-categories must have. */
export function callTypeForStore(store: { isECommerce: boolean }): 1 | 2 {
  return store.isECommerce ? CALL_TYPE_FOR_STORE.eCommerce : CALL_TYPE_FOR_STORE.other;
}

/** Whether a device needs an OS choice (Mobile, App). */
export function deviceNeedsOs(device: string | null | undefined): boolean {
  return (DEVICES_WITH_OS as readonly string[]).includes(device ?? '');
}

type Nullable<T, K extends keyof T> = Omit<T, K | 'products' | 'answers'> & {
  [P in K]?: T[P] | null;
};

/**
 * What validateTicketForm reads: the payload, but with the fields the form fills step by step
 * allowed to be empty, so that the browser can run the rules on its unfinished state.
 */
export type TTicketFormDraft = Nullable<
  TTicketFormInput,
  | 'sourceId'
  | 'storeId'
  | 'ticketTypeId'
  | 'ticketCategoryId'
  | 'ticketSubCategoryId'
  | 'description'
  | 'device'
  | 'deviceOs'
  | 'problemId'
  | 'cargoCompanyId'
  | 'deliveryTypeId'
  | 'order'
  | 'campaign'
  | 'currentWatsonsCardNo'
  | 'callWrapUpId'
  | 'customerVoiceId'
> & {
  products: { productId: string; count: number | null | undefined }[];
  answers: { id: string; state: boolean | null | undefined; ivrDescription?: string | null }[];
};

/** What the rules depend on besides the form itself. */
export type TTicketFormContext = {
  /** The rule set's rules (name, value); empty when the category set has no rule set. */
  rules: readonly { name: string; value: string }[];
  isCaseClosed: boolean;
  store: { isECommerce: boolean } | null;
  /** The chosen sub-category's category-set call type. */
  subCategoryCallType: 1 | 2 | null;
  /** The survey's question ids in order; the first is the IVR question. */
  questionIds: readonly string[];
  callWrapUp: { isCustomerVoiceNecessary: boolean } | null;
  campaign: { requiresContractCompany: boolean } | null;
  fileCount: number;
};

export type TTicketFormError = { field: string; message: string };

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
/** An id that is missing, empty or the all-zero uuid. */
const noId = (value: string | null | undefined) => isBlank(value) || value === NIL_UUID;

/** Whether the ticket is created closed at once (case-closed rule set, not kept open). */
export function closesOnCreate(isCaseClosed: boolean, isNotClosed: boolean): boolean {
  return isCaseClosed && !isNotClosed;
}

/**
 * Every rule of the creation form (docs/domain.md §11). An empty answer means valid. Field names
 * follow the payload (`order.orderNumber`, `products.0.count`, `answers.0.ivrDescription`, with
 * answer indexes in the order of `context.questionIds`).
 */
export function validateTicketForm(
  input: TTicketFormDraft,
  context: TTicketFormContext,
): TTicketFormError[] {
  const M = TICKET_FORM_MESSAGES;
  const errors: TTicketFormError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const { mandatory } = readRuleFlags(context.rules);
  const must = (field: RuleField) => mandatory.has(field);

  if (noId(input.sourceId)) add('sourceId', M.sourceRequired);
  if (noId(input.storeId) || !context.store) add('storeId', M.storeRequired);
  if (noId(input.ticketTypeId)) add('ticketTypeId', M.typeRequired);
  if (noId(input.ticketCategoryId)) add('ticketCategoryId', M.categoryRequired);
  if (noId(input.ticketSubCategoryId)) {
    add('ticketSubCategoryId', M.subCategoryRequired);
  } else if (
    context.store &&
    context.subCategoryCallType !== null &&
    context.subCategoryCallType !== callTypeForStore(context.store)
  ) {
    add('ticketSubCategoryId', M.subCategoryNotForStore);
  }
  if (isBlank(input.description)) add('description', M.descriptionRequired);

  if (isBlank(input.device)) {
    if (must('Device')) add('device', M.deviceRequired);
    if (!isBlank(input.deviceOs)) add('deviceOs', M.deviceOsNotAllowed);
  } else if (deviceNeedsOs(input.device)) {
    if (isBlank(input.deviceOs)) add('deviceOs', M.deviceOsRequired);
  } else if (!isBlank(input.deviceOs)) {
    add('deviceOs', M.deviceOsNotAllowed);
  }

  if (must('DeliveryType') && noId(input.deliveryTypeId)) {
    add('deliveryTypeId', M.deliveryTypeRequired);
  }
  if (must('Order') && isBlank(input.order?.orderNumber)) {
    add('order.orderNumber', M.orderNumberRequired);
  }
  if (must('OrderCancelling') && noId(input.order?.orderCancellingId)) {
    add('order.orderCancellingId', M.orderCancellingRequired);
  }
  if (must('Campaign') && noId(input.campaign?.campaignId)) {
    add('campaign.campaignId', M.campaignRequired);
  }
  if (
    !noId(input.campaign?.campaignId) &&
    context.campaign?.requiresContractCompany &&
    isBlank(input.campaign?.contract)
  ) {
    add('campaign.contract', M.contractRequired);
  }
  if (must('CargoCompany') && noId(input.cargoCompanyId)) {
    add('cargoCompanyId', M.cargoCompanyRequired);
  }
  if (must('Problem') && noId(input.problemId)) add('problemId', M.problemRequired);

  const seen = new Set<string>();
  input.products.forEach((product, index) => {
    if (product.count === null || product.count === undefined || !(product.count > 0)) {
      add(`products.${index}.count`, M.productCountRequired);
    }
    if (seen.has(product.productId)) add(`products.${index}.productId`, M.productDuplicate);
    seen.add(product.productId);
  });
  if (input.isWaitingForProduct) {
    if (input.products.length > 0) add('products', M.productWhileWaiting);
  } else if (must('Product') && input.products.length === 0) {
    add('products', M.productRequired);
  }

  const answers = new Map(input.answers.map((answer) => [answer.id, answer]));
  let unanswered = false;
  context.questionIds.forEach((questionId, index) => {
    const answer = answers.get(questionId);
    if (answer?.state === null || answer?.state === undefined) {
      unanswered = true;
      add(`answers.${index}.state`, M.questionUnanswered);
    } else if (index === 0 && answer.state && isBlank(answer.ivrDescription)) {
      add(`answers.${index}.ivrDescription`, M.ivrDescriptionRequired);
    }
  });
  if (unanswered) add('answers', M.surveyIncomplete);

  if (
    !isBlank(input.currentWatsonsCardNo) &&
    !TICKET_CARD_NUMBER_PATTERN.test((input.currentWatsonsCardNo ?? '').trim())
  ) {
    add('currentWatsonsCardNo', M.cardNumberInvalid);
  }
  if (context.fileCount > MAX_TICKET_FILES) add('files', M.tooManyFiles);

  if (closesOnCreate(context.isCaseClosed, input.isNotClosed)) {
    if (noId(input.callWrapUpId)) add('callWrapUpId', M.callWrapUpRequired);
    if (context.callWrapUp?.isCustomerVoiceNecessary && noId(input.customerVoiceId)) {
      add('customerVoiceId', M.customerVoiceRequired);
    }
  }
  return errors;
}

export type TTicketFieldVisibility = {
  device: boolean;
  problem: boolean;
  cargoCompany: boolean;
  deliveryType: boolean;
  order: boolean;
  orderCancelling: boolean;
  campaign: boolean;
  products: boolean;
  callWrapUp: boolean;
  customerVoice: boolean;
};

/**
 * Which rule-driven fields the form shows: a field shows when the rule set makes it mandatory or
 * optional; call result and customer voice show when the ticket closes at creation. The device
 * OS shows when `deviceNeedsOs(device)`.
 */
export function visibleTicketFields(
  rules: readonly { name: string; value: string }[],
  isCaseClosed: boolean,
  isNotClosed: boolean,
): TTicketFieldVisibility {
  const { mandatory, optional } = readRuleFlags(rules);
  const shown = (field: RuleField) => mandatory.has(field) || optional.has(field);
  const closing = closesOnCreate(isCaseClosed, isNotClosed);
  return {
    device: shown('Device'),
    problem: shown('Problem'),
    cargoCompany: shown('CargoCompany'),
    deliveryType: shown('DeliveryType'),
    order: shown('Order'),
    orderCancelling: shown('OrderCancelling'),
    campaign: shown('Campaign'),
    products: shown('Product'),
    callWrapUp: closing,
    customerVoice: closing,
  };
}

/** Before save, products without a valid uuid are dropped (docs/domain.md §11 Form behaviour). */
export function productsToSend<T extends { productId: string | null | undefined }>(
  products: readonly T[],
): (T & { productId: string })[] {
  return products.filter(
    (product): product is T & { productId: string } => ZId.safeParse(product.productId).success,
  );
}

/**
 * The survey belongs to IVR breakdowns: when the category set has `isIvr`, the form asks every
 * active survey question (ticketquestion/GetTicketQuestions, in their order) and the server
 * requires all of them answered.
 */
export function surveyApplies(categorySet: { isIvr: boolean } | null | undefined): boolean {
  return categorySet?.isIvr === true;
}
