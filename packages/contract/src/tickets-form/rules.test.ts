import { describe, expect, it } from 'vitest';
import { TICKET_FORM_MESSAGES as M } from './messages.ts';
import {
  CALL_TYPE_FOR_STORE,
  callTypeForStore,
  deviceNeedsOs,
  MAX_TICKET_FILES,
  productsToSend,
  type TTicketFormContext,
  type TTicketFormDraft,
  validateTicketForm,
  visibleTicketFields,
} from './rules.ts';
import { DEVICE_OS, DEVICES, NIL_UUID, ZTicketFormInput } from './schemas.ts';
import { draft, uuid } from './test-draft.ts';

const Q1 = uuid(901);
const Q2 = uuid(902);

const rule = (field: string, kind: 'IsMandatory' | 'IsOptional' = 'IsMandatory') => ({
  name: `Information.${field}.${kind}`,
  value: '1',
});

function context(overrides: Partial<TTicketFormContext> = {}): TTicketFormContext {
  return {
    rules: [],
    isCaseClosed: false,
    store: { isECommerce: false },
    subCategoryCallType: 1,
    questionIds: [],
    callWrapUp: null,
    campaign: null,
    fileCount: 0,
    ...overrides,
  };
}

const check = (input: Partial<TTicketFormDraft>, ctx: Partial<TTicketFormContext> = {}) =>
  validateTicketForm(draft(input), context(ctx));

describe('validateTicketForm', () => {
  it('accepts a minimal complete form', () => {
    expect(check({})).toEqual([]);
  });

  it('requires a source', () => {
    expect(check({ sourceId: uuid(3) })).toEqual([]);
    expect(check({ sourceId: null })).toEqual([
      { field: 'sourceId', message: 'Bir kaynak seçmelisiniz.' },
    ]);
  });

  it('requires a store, with the source message', () => {
    expect(check({ storeId: uuid(4) })).toEqual([]);
    expect(check({ storeId: '' }, { store: null })).toEqual([
      { field: 'storeId', message: 'Bir kaynak seçmelisiniz.' },
    ]);
  });

  it('treats the all-zero uuid as nothing chosen', () => {
    expect(check({ sourceId: NIL_UUID })).toEqual([
      { field: 'sourceId', message: 'Bir kaynak seçmelisiniz.' },
    ]);
    expect(check({ problemId: NIL_UUID }, { rules: [rule('Problem')] })).toEqual([
      { field: 'problemId', message: 'Problem zorunludur.' },
    ]);
  });

  it('requires a type', () => {
    expect(check({ ticketTypeId: uuid(5) })).toEqual([]);
    expect(check({ ticketTypeId: null })).toEqual([
      { field: 'ticketTypeId', message: 'Bilet tipi seçilmelidir..' },
    ]);
  });

  it('requires a category', () => {
    expect(check({ ticketCategoryId: uuid(6) })).toEqual([]);
    expect(check({ ticketCategoryId: undefined })).toEqual([
      { field: 'ticketCategoryId', message: 'Bilet kategorisi seçilmelidir.' },
    ]);
  });

  it('requires a sub-category', () => {
    expect(check({ ticketSubCategoryId: uuid(7) })).toEqual([]);
    expect(check({ ticketSubCategoryId: null })).toEqual([
      { field: 'ticketSubCategoryId', message: 'Bilet alt kategorisi seçilmelidir.' },
    ]);
  });

  it('requires the sub-category call type to fit the store', () => {
    expect(check({}, { store: { isECommerce: true }, subCategoryCallType: 2 })).toEqual([]);
    expect(check({}, { store: { isECommerce: false }, subCategoryCallType: 1 })).toEqual([]);
    expect(check({}, { store: { isECommerce: true }, subCategoryCallType: 1 })).toEqual([
      {
        field: 'ticketSubCategoryId',
        message: 'Bu alt kategori seçilen mağaza için kullanılamaz.',
      },
    ]);
    expect(check({}, { store: { isECommerce: false }, subCategoryCallType: 2 })).toEqual([
      {
        field: 'ticketSubCategoryId',
        message: 'Bu alt kategori seçilen mağaza için kullanılamaz.',
      },
    ]);
  });

  it('requires a description', () => {
    expect(check({ description: 'Açıklama' })).toEqual([]);
    expect(check({ description: '   ' })).toEqual([
      { field: 'description', message: 'Bir açıklama yazmalısınız.' },
    ]);
  });

  it('requires a device when the rule set makes it mandatory', () => {
    const rules = [rule('Device')];
    expect(check({ device: 'Desktop' }, { rules })).toEqual([]);
    expect(check({ device: null })).toEqual([]);
    expect(check({ device: null }, { rules: [rule('Device', 'IsOptional')] })).toEqual([]);
    expect(check({ device: null }, { rules })).toEqual([
      { field: 'device', message: 'Bir cihaz seçmelisiniz.' },
    ]);
  });

  it('requires an OS for Mobile and App, none for Desktop', () => {
    expect(check({ device: 'Mobile', deviceOs: 'IOS' })).toEqual([]);
    expect(check({ device: 'App', deviceOs: 'Android' })).toEqual([]);
    expect(check({ device: 'Mobile', deviceOs: null })).toEqual([
      { field: 'deviceOs', message: 'Bir cihaz işletim sistemi seçmelisiniz.' },
    ]);
    expect(check({ device: 'App' })).toEqual([
      { field: 'deviceOs', message: 'Bir cihaz işletim sistemi seçmelisiniz.' },
    ]);
    expect(check({ device: 'Desktop', deviceOs: 'IOS' })).toEqual([
      {
        field: 'deviceOs',
        message: 'İşletim sistemi yalnızca Mobile ve App cihazları için seçilebilir.',
      },
    ]);
  });

  it('requires a delivery type when mandatory', () => {
    const rules = [rule('DeliveryType')];
    expect(check({ deliveryTypeId: uuid(20) }, { rules })).toEqual([]);
    expect(check({ deliveryTypeId: null })).toEqual([]);
    expect(check({ deliveryTypeId: null }, { rules })).toEqual([
      { field: 'deliveryTypeId', message: 'Teslimat türü seçimi zorunludur.' },
    ]);
  });

  it('requires an order number when mandatory', () => {
    const rules = [rule('Order')];
    expect(
      check({ order: { orderNumber: 'WS-1001', orderCancellingId: null } }, { rules }),
    ).toEqual([]);
    expect(check({ order: null })).toEqual([]);
    expect(check({ order: { orderNumber: ' ', orderCancellingId: null } }, { rules })).toEqual([
      { field: 'order.orderNumber', message: 'Sipariş numarası zorunludur.' },
    ]);
  });

  it('requires an order cancelling reason when mandatory', () => {
    const rules = [rule('OrderCancelling')];
    expect(check({ order: { orderNumber: null, orderCancellingId: uuid(21) } }, { rules })).toEqual(
      [],
    );
    expect(check({ order: null }, { rules })).toEqual([
      { field: 'order.orderCancellingId', message: 'Sipariş iptal sebebi zorunludur.' },
    ]);
  });

  it('requires a campaign when mandatory', () => {
    const rules = [rule('Campaign')];
    expect(check({ campaign: { campaignId: uuid(22), contract: null } }, { rules })).toEqual([]);
    expect(check({ campaign: null })).toEqual([]);
    expect(check({ campaign: null }, { rules })).toEqual([
      {
        field: 'campaign.campaignId',
        message: 'Kampanya seçiminin zorunlu olduğu bir kırılımdasınız.',
      },
    ]);
  });

  it('requires the contract company name for the special campaign', () => {
    const special = { campaign: { requiresContractCompany: true } };
    expect(check({ campaign: { campaignId: uuid(22), contract: 'Acme A.Ş.' } }, special)).toEqual(
      [],
    );
    expect(
      check(
        { campaign: { campaignId: uuid(22), contract: null } },
        { campaign: { requiresContractCompany: false } },
      ),
    ).toEqual([]);
    expect(check({ campaign: { campaignId: uuid(22), contract: '' } }, special)).toEqual([
      {
        field: 'campaign.contract',
        message: 'Bu kampanya için anlaşmalı şirket adı yazmalısınız.',
      },
    ]);
  });

  it('requires a cargo company when mandatory', () => {
    const rules = [rule('CargoCompany')];
    expect(check({ cargoCompanyId: uuid(23) }, { rules })).toEqual([]);
    expect(check({ cargoCompanyId: null }, { rules })).toEqual([
      { field: 'cargoCompanyId', message: 'Kargo şirketi seçimi zorunludur.' },
    ]);
  });

  it('requires a problem when mandatory', () => {
    const rules = [rule('Problem')];
    expect(check({ problemId: uuid(24) }, { rules })).toEqual([]);
    expect(check({ problemId: null }, { rules })).toEqual([
      { field: 'problemId', message: 'Problem zorunludur.' },
    ]);
  });

  it('requires every product count to be above 0', () => {
    expect(check({ products: [{ productId: uuid(30), count: 2 }] })).toEqual([]);
    expect(
      check({
        products: [
          { productId: uuid(30), count: 0 },
          { productId: uuid(31), count: 1 },
          { productId: uuid(32), count: null },
        ],
      }),
    ).toEqual([
      { field: 'products.0.count', message: 'Ürün adeti boş veya 0 olamaz.' },
      { field: 'products.2.count', message: 'Ürün adeti boş veya 0 olamaz.' },
    ]);
  });

  it('refuses the same product twice', () => {
    expect(
      check({
        products: [
          { productId: uuid(30), count: 1 },
          { productId: uuid(30), count: 1 },
        ],
      }),
    ).toEqual([
      { field: 'products.1.productId', message: 'Aynı ürün birden fazla kez eklenemez.' },
    ]);
  });

  it('requires a product when mandatory unless waiting for product', () => {
    const rules = [rule('Product')];
    expect(check({ products: [{ productId: uuid(30), count: 1 }] }, { rules })).toEqual([]);
    expect(check({ products: [], isWaitingForProduct: true }, { rules })).toEqual([]);
    expect(check({ products: [] })).toEqual([]);
    expect(check({ products: [] }, { rules })).toEqual([
      { field: 'products', message: 'Bir ürün seçmelisiniz.' },
    ]);
  });

  it('refuses products while waiting for product', () => {
    expect(check({ products: [], isWaitingForProduct: true })).toEqual([]);
    expect(
      check({ products: [{ productId: uuid(30), count: 1 }], isWaitingForProduct: true }),
    ).toEqual([
      {
        field: 'products',
        message: 'Ürün seçmek için Ürün Bilgisi Bekleniyor bilgisini kaldırın.',
      },
    ]);
  });

  it('requires every survey question to be answered', () => {
    const questionIds = [Q1, Q2];
    expect(
      check(
        {
          answers: [
            { id: Q1, state: false, ivrDescription: null },
            { id: Q2, state: true },
          ],
        },
        { questionIds },
      ),
    ).toEqual([]);
    expect(check({ answers: [{ id: Q1, state: false }] }, { questionIds })).toEqual([
      { field: 'answers.1.state', message: 'Anket soruları cevapsız bırakılamaz.' },
      { field: 'answers', message: 'Anket sorularının tümünün cevaplanması zorunludur.' },
    ]);
    expect(
      check(
        {
          answers: [
            { id: Q1, state: null },
            { id: Q2, state: false },
          ],
        },
        { questionIds },
      ),
    ).toEqual([
      { field: 'answers.0.state', message: 'Anket soruları cevapsız bırakılamaz.' },
      { field: 'answers', message: 'Anket sorularının tümünün cevaplanması zorunludur.' },
    ]);
  });

  it('requires the IVR description when the first answer is yes', () => {
    const questionIds = [Q1, Q2];
    const second = { id: Q2, state: true };
    expect(
      check(
        { answers: [{ id: Q1, state: true, ivrDescription: 'IVR menüsü kapandı.' }, second] },
        { questionIds },
      ),
    ).toEqual([]);
    expect(check({ answers: [{ id: Q1, state: false }, second] }, { questionIds })).toEqual([]);
    expect(
      check({ answers: [{ id: Q1, state: true, ivrDescription: ' ' }, second] }, { questionIds }),
    ).toEqual([{ field: 'answers.0.ivrDescription', message: 'IVR açıklaması boş bırakılamaz.' }]);
  });

  it('accepts an empty or 13-digit loyalty card number only', () => {
    expect(check({ currentWatsonsCardNo: null })).toEqual([]);
    expect(check({ currentWatsonsCardNo: '' })).toEqual([]);
    expect(check({ currentWatsonsCardNo: '1234567890123' })).toEqual([]);
    const error = [{ field: 'currentWatsonsCardNo', message: M.cardNumberInvalid }];
    expect(M.cardNumberInvalid).toBe(
      'Kart numarası boş bırakılmalı ya da 13 haneli olmalı ve yalnızca rakam içermeli.',
    );
    expect(check({ currentWatsonsCardNo: '123456789012' })).toEqual(error);
    expect(check({ currentWatsonsCardNo: '12345678901a3' })).toEqual(error);
  });

  it('allows at most 5 files', () => {
    expect(check({}, { fileCount: MAX_TICKET_FILES })).toEqual([]);
    expect(check({}, { fileCount: 6 })).toEqual([
      { field: 'files', message: 'Bir bilete en fazla 5 dosya eklenebilir.' },
    ]);
  });

  it('requires a call result when the ticket closes at creation', () => {
    expect(check({ isNotClosed: false, callWrapUpId: uuid(40) }, { isCaseClosed: true })).toEqual(
      [],
    );
    expect(check({ isNotClosed: true, callWrapUpId: null }, { isCaseClosed: true })).toEqual([]);
    expect(check({ isNotClosed: false, callWrapUpId: null }, { isCaseClosed: false })).toEqual([]);
    expect(check({ isNotClosed: false, callWrapUpId: null }, { isCaseClosed: true })).toEqual([
      { field: 'callWrapUpId', message: 'Bir çağrı sonucu seçmelisiniz.' },
    ]);
  });

  it('requires a customer voice only when the chosen call result needs one', () => {
    const closing = { isCaseClosed: true };
    const needs = { ...closing, callWrapUp: { isCustomerVoiceNecessary: true } };
    const base = { isNotClosed: false, callWrapUpId: uuid(40) };
    expect(check({ ...base, customerVoiceId: uuid(41) }, needs)).toEqual([]);
    expect(check(base, { ...closing, callWrapUp: { isCustomerVoiceNecessary: false } })).toEqual(
      [],
    );
    expect(check({ ...base, isNotClosed: true }, needs)).toEqual([]);
    expect(check(base, needs)).toEqual([
      { field: 'customerVoiceId', message: 'Bir müşteri sesi sonucu seçmelisiniz.' },
    ]);
  });

  it('accepts a parsed payload as its input', () => {
    const parsed = ZTicketFormInput.parse({
      ...draft(),
      description: '  Açıklama  ',
      currentWatsonsCardNo: '  ',
    });
    expect(parsed.description).toBe('Açıklama');
    expect(parsed.currentWatsonsCardNo).toBeNull();
    expect(validateTicketForm(parsed, context())).toEqual([]);
  });
});

describe('constants', () => {
  it('lists devices, OS values and the call type of a store', () => {
    expect(DEVICES).toEqual(['Desktop', 'Mobile', 'App']);
    expect(DEVICE_OS).toEqual(['IOS', 'Android']);
    expect(deviceNeedsOs('Mobile')).toBe(true);
    expect(deviceNeedsOs('Desktop')).toBe(false);
    expect(CALL_TYPE_FOR_STORE).toEqual({ eCommerce: 2, other: 1 });
    expect(callTypeForStore({ isECommerce: true })).toBe(2);
    expect(callTypeForStore({ isECommerce: false })).toBe(1);
  });
});

describe('visibleTicketFields', () => {
  it('shows mandatory and optional rule fields only', () => {
    const visible = visibleTicketFields(
      [
        rule('Device'),
        rule('Campaign', 'IsOptional'),
        { name: 'Information.Order.IsOptional', value: '0' },
      ],
      false,
      false,
    );
    expect(visible).toEqual({
      device: true,
      problem: false,
      cargoCompany: false,
      deliveryType: false,
      order: false,
      orderCancelling: false,
      campaign: true,
      products: false,
      callWrapUp: false,
      customerVoice: false,
    });
  });

  it('shows call result and customer voice when the case closes and is not kept open', () => {
    expect(visibleTicketFields([], true, false)).toMatchObject({
      callWrapUp: true,
      customerVoice: true,
    });
    expect(visibleTicketFields([], true, true)).toMatchObject({
      callWrapUp: false,
      customerVoice: false,
    });
  });
});

describe('productsToSend', () => {
  it('drops products without a valid uuid', () => {
    expect(
      productsToSend([
        { productId: uuid(30), count: 1 },
        { productId: 'x', count: 1 },
        { productId: null, count: 1 },
      ]),
    ).toEqual([{ productId: uuid(30), count: 1 }]);
  });
});
