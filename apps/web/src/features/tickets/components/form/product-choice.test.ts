import type { TProductRow } from '@ccms/contract/reference';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { describe, expect, it } from 'vitest';
import { chooseProduct, isProductChosen } from './product-choice';

const row: TProductRow = {
  id: '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11',
  wesCode: 'W123',
  subKindName: 'YÜZ BAKIM',
  marketingName: 'NEMLENDİRİCİ',
  brandDescription: 'NIVEA',
  name: 'NIVEA SOFT NEMLENDİRİCİ KREM 50 ML',
  barcodeNo: '8690000000017',
  groupName: 'CİLT BAKIM',
};

describe('chooseProduct', () => {
  it('adds a product with a count of one', () => {
    expect(chooseProduct([], row, false)).toEqual({
      products: [
        {
          productId: row.id,
          productName: row.name,
          brand: 'NIVEA',
          barcode: '8690000000017',
          wescode: 'W123',
          count: 1,
        },
      ],
    });
  });

  it('never adds the same product twice', () => {
    const first = chooseProduct([], row, false);
    if (!('products' in first)) throw new Error('expected a product');
    expect(isProductChosen(first.products, row.id)).toBe(true);
    expect(chooseProduct(first.products, row, false)).toEqual({
      refusal: TICKET_FORM_MESSAGES.productDuplicate,
    });
  });

  it("refuses while 'waiting for product' is on", () => {
    expect(chooseProduct([], row, true)).toEqual({
      refusal: 'Ürün seçmek için Ürün Bilgisi Bekleniyor bilgisini kaldırın.',
    });
  });
});
