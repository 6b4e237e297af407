import { TICKET_FORM_MESSAGES as M } from '@ccms/contract/tickets-form/messages';
import { describe, expect, it } from 'vitest';
import { sentProductIndexes, toFormFieldErrors } from './ticket-form-errors';
import type { ChosenProduct } from './ticket-form-values';

const product = (productId: string): ChosenProduct => ({
  productId,
  productName: 'Krem',
  brand: 'NIVEA',
  barcode: '1',
  wescode: 'W',
  count: 1,
});
const VALID = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';

describe('toFormFieldErrors', () => {
  it('turns payload paths into antd name paths', () => {
    expect(
      toFormFieldErrors([
        { field: 'sourceId', message: M.sourceRequired },
        { field: 'order.orderNumber', message: M.orderNumberRequired },
        { field: 'answers.0.ivrDescription', message: M.ivrDescriptionRequired },
        { field: 'products', message: M.productRequired },
      ]),
    ).toEqual([
      { name: ['sourceId'], errors: [M.sourceRequired] },
      { name: ['order', 'orderNumber'], errors: [M.orderNumberRequired] },
      { name: ['answers', 0, 'ivrDescription'], errors: [M.ivrDescriptionRequired] },
      { name: ['products'], errors: [M.productRequired] },
    ]);
  });

  it('puts every message of one field together, once each', () => {
    expect(
      toFormFieldErrors([
        { field: 'sourceId', message: M.sourceRequired },
        { field: 'storeId', message: M.storeRequired },
        { field: 'sourceId', message: M.sourceRequired },
        { field: 'answers', message: M.surveyIncomplete },
        { field: 'answers.1.state', message: M.questionUnanswered },
      ]),
    ).toEqual([
      { name: ['sourceId'], errors: [M.sourceRequired] },
      { name: ['storeId'], errors: [M.storeRequired] },
      { name: ['answers'], errors: [M.surveyIncomplete] },
      { name: ['answers', 1, 'state'], errors: [M.questionUnanswered] },
    ]);
  });

  it('points a product count at the form row it came from', () => {
    const indexes = sentProductIndexes([product('not-a-uuid'), product(VALID)]);
    expect(indexes).toEqual([1]);
    expect(
      toFormFieldErrors([{ field: 'products.0.count', message: M.productCountRequired }], indexes),
    ).toEqual([{ name: ['products', 1, 'count'], errors: [M.productCountRequired] }]);
  });

  it('shows other product errors on the product list', () => {
    expect(
      toFormFieldErrors([{ field: 'products.1.productId', message: M.productDuplicate }], [0, 1]),
    ).toEqual([{ name: ['products'], errors: [M.productDuplicate] }]);
  });
});
