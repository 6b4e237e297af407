import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M } from './messages.ts';
import {
  activityStatusOptions,
  canMoveTicket,
  normalizeActivity,
  type TActivityDraft,
  type TActivityFormContext,
  validateActivityForm,
  wrapUpFitsStatus,
} from './rules.ts';

const ID = '4f7c1b9e-2a55-4e0f-9d61-0c2b8f3a7e11';
const ID2 = '8a1d6c3f-7b24-4c9e-a0f5-5e9d2b7c1a30';
const plainWrapUp = {
  isCustomerVoiceNecessary: false,
  revealsDiscountCode: false,
  revealsMoneyPoint: false,
};
const context = (overrides: Partial<TActivityFormContext> = {}): TActivityFormContext => ({
  callWrapUp: null,
  transferTarget: null,
  canGoEcommerceBackOffice: false,
  ...overrides,
});
const messages = (draft: TActivityDraft, ctx = context()) =>
  validateActivityForm(draft, ctx).map((error) => `${error.field}: ${error.message}`);

describe('activity transitions (docs/domain.md §3 Transitions)', () => {
  it('moves an open ticket to 5, 2, 4 or 3, never back to 1', () => {
    for (const from of [1, 2, 4, 5]) {
      expect(activityStatusOptions(from, false)).toEqual([5, 2, 4, 3]);
      expect(canMoveTicket(from, 1, true)).toBe(false);
    }
  });

  it('takes an activity on a closed ticket only with activity-plus, which may reopen it', () => {
    expect(activityStatusOptions(3, false)).toEqual([]);
    expect(canMoveTicket(3, 5, false)).toBe(false);
    expect(activityStatusOptions(3, true)).toEqual([5, 2, 4, 3]);
  });

  it('refuses unknown statuses on either side', () => {
    expect(canMoveTicket(1, 7, true)).toBe(false);
    expect(canMoveTicket(9, 5, true)).toBe(false);
  });
});

describe('wrapUpFitsStatus', () => {
  it('takes in-process wrap-ups for 5 and closing ones for 3', () => {
    const process = { isProcess: true, isClosed: false };
    const closing = { isProcess: false, isClosed: true };
    expect(wrapUpFitsStatus(5, process)).toBe(true);
    expect(wrapUpFitsStatus(5, closing)).toBe(false);
    expect(wrapUpFitsStatus(3, closing)).toBe(true);
    expect(wrapUpFitsStatus(3, process)).toBe(false);
    expect(wrapUpFitsStatus(2, closing)).toBe(false);
  });
});

describe('validateActivityForm (docs/domain.md §13.2 Dialog rules)', () => {
  it('asks for the description and the status', () => {
    expect(messages({})).toEqual([
      `description: ${M.descriptionRequired}`,
      `status: ${M.statusRequired}`,
    ]);
    expect(messages({ description: '   ', status: 2 })).toEqual([
      `description: ${M.descriptionRequired}`,
    ]);
  });

  it('picks the single sub-status itself and asks for one under closed', () => {
    expect(messages({ description: 'x', status: 2 })).toEqual([]);
    expect(messages({ description: 'x', status: 3 })).toEqual([
      `subStatus: ${M.subStatusRequired}`,
    ]);
    expect(messages({ description: 'x', status: 3, subStatus: 10 })).toEqual([
      `subStatus: ${M.subStatusRequired}`,
    ]);
    expect(messages({ description: 'x', status: 3, subStatus: 8 })).toEqual([]);
  });

  it('needs a transfer target for 4 only (-1 is none) and a store for store roles', () => {
    expect(messages({ description: 'x', status: 4, transferRoleId: -1 })).toEqual([
      `transferRoleId: ${M.transferRoleRequired}`,
    ]);
    expect(M.transferRoleRequired).toBe('Bir alt durum seçmelisiniz.');
    const storeRole = { needsStore: true, isECommerceBackOffice: false };
    expect(
      messages(
        { description: 'x', status: 4, transferRoleId: ID },
        context({ transferTarget: storeRole }),
      ),
    ).toEqual([`transferStoreId: ${M.transferStoreRequired}`]);
    expect(
      messages(
        { description: 'x', status: 4, transferRoleId: ID, transferStoreId: ID2 },
        context({ transferTarget: storeRole }),
      ),
    ).toEqual([]);
    expect(messages({ description: 'x', status: 2, transferRoleId: -1 })).toEqual([]);
  });

  it('refuses the back office unless the breakdown allows it', () => {
    const backOffice = { needsStore: false, isECommerceBackOffice: true };
    const draft = { description: 'x', status: 4, transferRoleId: ID };
    expect(messages(draft, context({ transferTarget: backOffice }))).toEqual([
      `transferRoleId: ${M.backOfficeNotAllowed}`,
    ]);
    expect(
      messages(draft, context({ transferTarget: backOffice, canGoEcommerceBackOffice: true })),
    ).toEqual([]);
  });

  it('needs a wrap-up for 5 and for 3 with 6 or 7 only', () => {
    expect(messages({ description: 'x', status: 5 })).toEqual([
      `callWrapUpId: ${M.callWrapUpRequired}`,
    ]);
    expect(messages({ description: 'x', status: 3, subStatus: 6 })).toEqual([
      `callWrapUpId: ${M.callWrapUpRequired}`,
    ]);
    expect(messages({ description: 'x', status: 3, subStatus: 7 })).toEqual([
      `callWrapUpId: ${M.callWrapUpRequired}`,
    ]);
    expect(messages({ description: 'x', status: 3, subStatus: 5 })).toEqual([]);
    expect(messages({ description: 'x', status: 2 })).toEqual([]);
  });

  it('asks for the customer voice when the wrap-up needs it', () => {
    const ctx = context({ callWrapUp: { ...plainWrapUp, isCustomerVoiceNecessary: true } });
    expect(messages({ description: 'x', status: 5, callWrapUpId: ID }, ctx)).toEqual([
      `customerVoiceId: ${M.customerVoiceRequired}`,
    ]);
    expect(
      messages({ description: 'x', status: 5, callWrapUpId: ID, customerVoiceId: ID2 }, ctx),
    ).toEqual([]);
  });

  it('checks the discount block when the closing wrap-up reveals it and it is switched on', () => {
    const ctx = context({ callWrapUp: { ...plainWrapUp, revealsDiscountCode: true } });
    const closing = { description: 'x', status: 3, subStatus: 7, callWrapUpId: ID };
    expect(messages({ ...closing, hasDiscountCode: true, discountCodeAmount: 0 }, ctx)).toEqual([
      `discountCode: ${M.discountCodeRequired}`,
      `discountCodeAmount: ${M.discountCodeAmountInvalid}`,
    ]);
    expect(messages({ ...closing, hasDiscountCode: false }, ctx)).toEqual([]);
    // Status 5 with the same wrap-up shows no discount block.
    expect(messages({ ...closing, status: 5, subStatus: 10, hasDiscountCode: true }, ctx)).toEqual(
      [],
    );
    expect(
      messages(
        { ...closing, hasDiscountCode: true, discountCode: 'KOD', discountCodeAmount: 50 },
        ctx,
      ),
    ).toEqual([]);
  });

  it('checks the points block when the closing wrap-up reveals it', () => {
    const ctx = context({ callWrapUp: { ...plainWrapUp, revealsMoneyPoint: true } });
    const closing = { description: 'x', status: 3, subStatus: 6, callWrapUpId: ID };
    expect(
      messages({ ...closing, hasMoneyPoint: true, moneyPoint: 'abc', moneyPointAmount: -1 }, ctx),
    ).toEqual([
      `moneyPoint: ${M.moneyPointInvalid}`,
      `moneyPointAmount: ${M.moneyPointAmountInvalid}`,
    ]);
    expect(
      messages({ ...closing, hasMoneyPoint: true, moneyPoint: '250', moneyPointAmount: 25 }, ctx),
    ).toEqual([]);
  });
});

describe('normalizeActivity (docs/domain.md §13.2, before save)', () => {
  it('clears what the dialog hides for the chosen status', () => {
    const saved = normalizeActivity(
      {
        description: ' açıklama ',
        status: 2,
        transferRoleId: ID,
        callWrapUpId: ID,
        customerVoiceId: ID2,
        hasDiscountCode: true,
        discountCode: 'KOD',
        discountCodeAmount: 10,
      },
      { callWrapUp: { ...plainWrapUp, revealsDiscountCode: true }, transferTarget: null },
    );
    expect(saved).toMatchObject({
      description: 'açıklama',
      status: 2,
      subStatus: 2,
      transferRoleId: null,
      callWrapUpId: null,
      customerVoiceId: null,
      discountCode: null,
      discountCodeAmount: null,
    });
  });

  it('keeps wrap-up, voice and discount when closing with a wrap-up that asks for them', () => {
    const saved = normalizeActivity(
      {
        description: 'x',
        status: 3,
        subStatus: 7,
        callWrapUpId: ID,
        customerVoiceId: ID2,
        hasDiscountCode: true,
        discountCode: 'KOD',
        discountCodeAmount: 10,
        hasMoneyPoint: true,
        moneyPoint: 100,
        moneyPointAmount: 5,
      },
      {
        callWrapUp: {
          isCustomerVoiceNecessary: true,
          revealsDiscountCode: true,
          revealsMoneyPoint: false,
        },
        transferTarget: null,
      },
    );
    expect(saved).toMatchObject({
      callWrapUpId: ID,
      customerVoiceId: ID2,
      discountCode: 'KOD',
      discountCodeAmount: 10,
      moneyPoint: null,
      moneyPointAmount: null,
    });
  });

  it('keeps the transfer store only for a store-type role', () => {
    const draft = { description: 'x', status: 4, transferRoleId: ID, transferStoreId: ID2 };
    const department = { needsStore: false, isECommerceBackOffice: false };
    expect(
      normalizeActivity(draft, { callWrapUp: null, transferTarget: department }).transferStoreId,
    ).toBeNull();
    expect(
      normalizeActivity(draft, {
        callWrapUp: null,
        transferTarget: { ...department, needsStore: true },
      }),
    ).toMatchObject({ subStatus: 4, transferRoleId: ID, transferStoreId: ID2 });
  });
});
