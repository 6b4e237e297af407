import { describe, expect, it } from 'vitest';
import { descriptionWithScript, resettingFieldOf, valuesToReset } from './ticket-form-reset';
import type { TicketFormValues } from './ticket-form-values';

const SCRIPT = 'Sayın müşterimiz, geçmiş olsun.';
const filled: TicketFormValues = {
  storeId: 'store',
  ticketTypeId: 'type',
  ticketCategoryId: 'category',
  ticketSubCategoryId: 'sub',
  storeViewId: 'view',
  description: SCRIPT,
  device: 'Mobile',
  deviceOs: 'IOS',
  products: [
    {
      productId: 'p',
      productName: 'Krem',
      brand: 'NIVEA',
      barcode: '1',
      wescode: 'W',
      count: 1,
    },
  ],
  answers: [{ id: 'q', description: 'Soru', state: true }],
  isWaitingForProduct: false,
};

describe('resettingFieldOf', () => {
  it('names the field of a change that clears others', () => {
    expect(resettingFieldOf({ ticketTypeId: 'x' })).toBe('ticketTypeId');
    expect(resettingFieldOf({ isWaitingForProduct: true })).toBe('isWaitingForProduct');
  });

  it('ignores changes that clear nothing', () => {
    expect(resettingFieldOf({ description: 'x' })).toBeNull();
    expect(resettingFieldOf({ order: { orderNumber: '1' } })).toBeNull();
  });
});

describe('valuesToReset', () => {
  it('a store resets type, category, sub-category, store view, survey and the script', () => {
    expect(valuesToReset('storeId', filled, SCRIPT)).toEqual({
      ticketTypeId: null,
      ticketCategoryId: null,
      ticketSubCategoryId: null,
      storeViewId: null,
      answers: [],
      description: '',
    });
  });

  it('a type clears category, sub-category, device and OS', () => {
    expect(valuesToReset('ticketTypeId', filled, null)).toEqual({
      ticketCategoryId: null,
      ticketSubCategoryId: null,
      device: null,
      deviceOs: null,
    });
  });

  it('a category clears the sub-category', () => {
    expect(valuesToReset('ticketCategoryId', filled, null)).toEqual({ ticketSubCategoryId: null });
  });

  it('a new sub-category takes the previous script out of the description', () => {
    expect(valuesToReset('ticketSubCategoryId', filled, SCRIPT)).toEqual({ description: '' });
  });

  it('keeps a description the user wrote', () => {
    const written = { ...filled, description: 'Müşteri ürünü iade etmek istiyor.' };
    expect(valuesToReset('ticketCategoryId', written, SCRIPT)).toEqual({
      ticketSubCategoryId: null,
    });
  });

  it('a device clears the OS', () => {
    expect(valuesToReset('device', filled, SCRIPT)).toEqual({ deviceOs: null });
  });

  it("'waiting for product' on clears the products; off leaves them", () => {
    expect(
      valuesToReset('isWaitingForProduct', { ...filled, isWaitingForProduct: true }, null),
    ).toEqual({ products: [] });
    expect(valuesToReset('isWaitingForProduct', filled, null)).toEqual({});
  });
});

describe('descriptionWithScript', () => {
  it('fills an empty description with the script', () => {
    expect(descriptionWithScript('', SCRIPT)).toBe(SCRIPT);
    expect(descriptionWithScript(undefined, SCRIPT)).toBe(SCRIPT);
    expect(descriptionWithScript('   ', SCRIPT)).toBe(SCRIPT);
  });

  it('keeps what the user wrote, and an empty description without a script', () => {
    expect(descriptionWithScript('Kendi notum', SCRIPT)).toBe('Kendi notum');
    expect(descriptionWithScript('', null)).toBe('');
  });
});
