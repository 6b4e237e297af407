import { TICKET_FORM_MESSAGES as M } from '@ccms/contract/tickets-form/messages';
import { validateTicketForm } from '@ccms/contract/tickets-form/rules';
import { NIL_UUID } from '@ccms/contract/tickets-form/schemas';
import { describe, expect, it } from 'vitest';
import type { TicketFormState } from './ticket-form-layout';
import type { TicketFormValues } from './ticket-form-values';
import { buildTicketContext, buildTicketDraft, toTicketPayload } from './ticket-payload';

const uuid = (n: number) => `5d6c6c0e-3a55-4d3c-9a57-${String(n).padStart(12, '0')}`;
const ids = { id: uuid(1), customerId: uuid(2) };
const rule = (field: string, kind = 'IsMandatory') => ({
  name: `Information.${field}.${kind}`,
  value: '1',
});

const baseState: TicketFormState = {
  store: { isECommerce: false },
  subCategory: { categorySetId: uuid(10), callType: 1 },
  categorySet: {
    id: uuid(10),
    ruleSetId: uuid(11),
    canStoreView: false,
    isIvr: false,
    isOnlineShop: false,
  },
  ruleSet: { isCaseClosed: false, rules: [rule('Product')] },
  questions: [],
  callWrapUp: null,
  campaign: null,
};

const baseValues: TicketFormValues = {
  sourceId: uuid(3),
  storeId: uuid(4),
  ticketTypeId: uuid(5),
  ticketCategoryId: uuid(6),
  ticketSubCategoryId: uuid(7),
  description: '  Ürün cildimde kızarıklık yaptı.  ',
  products: [],
  answers: [],
  files: [],
  isNotClosed: false,
  isWaitingForProduct: false,
};

const product = (productId: string, count: number | null = 1) => ({
  productId,
  productName: 'Krem',
  brand: 'NIVEA',
  barcode: '1',
  wescode: 'W',
  count,
});

function validate(values: TicketFormValues, state = baseState) {
  return validateTicketForm(
    buildTicketDraft(values, state, ids),
    buildTicketContext(values, state),
  );
}

describe('buildTicketDraft', () => {
  it('asks for a product where the rule set makes it mandatory', () => {
    expect(validate(baseValues)).toEqual([{ field: 'products', message: M.productRequired }]);
  });

  it('drops products without a valid uuid before save', () => {
    const values = { ...baseValues, products: [product('yok'), product(uuid(20), 2)] };
    expect(buildTicketDraft(values, baseState, ids).products).toEqual([
      { productId: uuid(20), count: 2 },
    ]);
    expect(validate(values)).toEqual([]);
  });

  it('sends products only while the rule set shows them and nobody waits for them', () => {
    const values = { ...baseValues, products: [product(uuid(20))] };
    const noProducts = { ...baseState, ruleSet: { isCaseClosed: false, rules: [] } };
    expect(buildTicketDraft(values, noProducts, ids).products).toEqual([]);
    const waiting = { ...values, isWaitingForProduct: true };
    const draft = buildTicketDraft(waiting, baseState, ids);
    expect(draft.products).toEqual([]);
    expect(draft.isWaitingForProduct).toBe(true);
    expect(validate(waiting)).toEqual([]);
  });

  it('leaves hidden fields out, whatever they held before', () => {
    const values: TicketFormValues = {
      ...baseValues,
      products: [product(uuid(20))],
      device: 'Mobile',
      deviceOs: 'IOS',
      problemId: uuid(30),
      order: { orderNumber: '123', orderCancellingId: uuid(31) },
      campaign: { campaignId: uuid(32), contract: 'ACME' },
      storeViewId: uuid(33),
      callWrapUpId: uuid(34),
      customerVoiceId: uuid(35),
      isNotClosed: true,
    };
    const draft = buildTicketDraft(values, baseState, ids);
    expect(draft).toMatchObject({
      device: null,
      deviceOs: null,
      problemId: null,
      order: null,
      campaign: null,
      storeViewId: null,
      callWrapUpId: null,
      customerVoiceId: null,
      isNotClosed: false,
      ruleSetId: uuid(11),
      ticketCategorySetId: uuid(10),
    });
  });

  it('sends what the rule set shows, and the contract company only for its campaign', () => {
    const state: TicketFormState = {
      ...baseState,
      ruleSet: {
        isCaseClosed: false,
        rules: [
          rule('Device'),
          rule('Order'),
          rule('OrderCancelling', 'IsOptional'),
          rule('Campaign'),
        ],
      },
      categorySet: { ...baseState.categorySet!, canStoreView: true },
      campaign: { requiresContractCompany: true },
    };
    const values: TicketFormValues = {
      ...baseValues,
      device: 'App',
      deviceOs: 'Android',
      order: { orderNumber: ' 1001 ', orderCancellingId: '' },
      campaign: { campaignId: uuid(32), contract: ' ACME A.Ş. ' },
      storeViewId: uuid(33),
    };
    expect(buildTicketDraft(values, state, ids)).toMatchObject({
      device: 'App',
      deviceOs: 'Android',
      order: { orderNumber: '1001', orderCancellingId: null },
      campaign: { campaignId: uuid(32), contract: 'ACME A.Ş.' },
      storeViewId: uuid(33),
    });
    expect(validate(values, state)).toEqual([]);
    expect(validate({ ...values, campaign: { campaignId: uuid(32) } }, state)).toEqual([
      { field: 'campaign.contract', message: M.contractRequired },
    ]);
  });

  it('asks for call result, and voice when the wrap-up needs it, on a case-closed rule set', () => {
    const state: TicketFormState = {
      ...baseState,
      ruleSet: { isCaseClosed: true, rules: [] },
      callWrapUp: { isCustomerVoiceNecessary: true },
    };
    expect(validate(baseValues, state)).toEqual([
      { field: 'callWrapUpId', message: M.callWrapUpRequired },
      { field: 'customerVoiceId', message: M.customerVoiceRequired },
    ]);
    const withWrapUp = { ...baseValues, callWrapUpId: uuid(34) };
    expect(
      validate(withWrapUp, { ...state, callWrapUp: { isCustomerVoiceNecessary: false } }),
    ).toEqual([]);
    // Kept open: nothing closes, so neither is asked.
    expect(validate({ ...baseValues, isNotClosed: true }, state)).toEqual([]);
    expect(buildTicketDraft({ ...baseValues, isNotClosed: true }, state, ids).isNotClosed).toBe(
      true,
    );
  });

  it('answers the survey in question order; the IVR text only with a yes to the first', () => {
    const state: TicketFormState = {
      ...baseState,
      ruleSet: { isCaseClosed: false, rules: [] },
      categorySet: { ...baseState.categorySet!, isIvr: true },
      questions: [
        { id: uuid(40), description: 'IVR anketine yönlendirildi mi?' },
        { id: uuid(41), description: 'Daha önce aradı mı?' },
      ],
    };
    const values: TicketFormValues = {
      ...baseValues,
      answers: [
        { id: uuid(41), description: 'b', state: false, ivrDescription: 'boş' },
        { id: uuid(40), description: 'a', state: true, ivrDescription: ' Anket sonu ' },
      ],
    };
    expect(buildTicketDraft(values, state, ids).answers).toEqual([
      { id: uuid(40), state: true, ivrDescription: 'Anket sonu' },
      { id: uuid(41), state: false, ivrDescription: null },
    ]);
    expect(validate({ ...baseValues, answers: [] }, state)).toEqual([
      { field: 'answers.0.state', message: M.questionUnanswered },
      { field: 'answers.1.state', message: M.questionUnanswered },
      { field: 'answers', message: M.surveyIncomplete },
    ]);
  });

  it('reports every missing step of an empty form', () => {
    const empty: TicketFormState = {
      ...baseState,
      store: null,
      subCategory: null,
      categorySet: null,
      ruleSet: null,
    };
    const draft = buildTicketDraft({ description: '' }, empty, ids);
    expect(draft.ticketCategorySetId).toBe(NIL_UUID);
    expect(validate({ description: '' }, empty).map((error) => error.field)).toEqual([
      'sourceId',
      'storeId',
      'ticketTypeId',
      'ticketCategoryId',
      'ticketSubCategoryId',
      'description',
    ]);
  });

  it('counts the files', () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ uid: String(index), name: 'a.pdf' }));
    expect(buildTicketContext({ ...baseValues, files }, baseState).fileCount).toBe(6);
  });
});

describe('toTicketPayload', () => {
  it('gives the exact payload of a valid draft', () => {
    const values = { ...baseValues, products: [product(uuid(20))], currentWatsonsCardNo: '' };
    const result = toTicketPayload(buildTicketDraft(values, baseState, ids));
    expect(result).toEqual({
      payload: expect.objectContaining({
        id: ids.id,
        customerId: ids.customerId,
        description: 'Ürün cildimde kızarıklık yaptı.',
        currentWatsonsCardNo: null,
        products: [{ productId: uuid(20), count: 1 }],
      }),
    });
  });

  it('reports what the schema still refuses with the payload path', () => {
    const empty = { ...baseState, subCategory: null };
    const result = toTicketPayload(buildTicketDraft(baseValues, empty, ids));
    expect(result).toEqual({
      errors: [{ field: 'ticketCategorySetId', message: M.subCategoryRequired }],
    });
  });
});
