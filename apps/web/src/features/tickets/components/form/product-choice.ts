import type { TProductRow } from '@ccms/contract/reference';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import type { ChosenProduct } from './ticket-form-values';

export type ProductChoice = { products: ChosenProduct[] } | { refusal: string };

/** A catalogue row as a chosen product, one piece by default. */
export function toChosenProduct(row: TProductRow): ChosenProduct {
  return {
    productId: row.id,
    productName: row.name,
    brand: row.brandDescription,
    barcode: row.barcodeNo,
    wescode: row.wesCode,
    count: 1,
  };
}

/** Whether the product is on the list already. */
export function isProductChosen(products: readonly ChosenProduct[], productId: string): boolean {
  return products.some((product) => product.productId === productId);
}

/**
 * Adds a catalogue product (docs/domain.md §11 Form behaviour): refused while 'waiting for product'
 * is on, and the same product is never added twice.
 */
export function chooseProduct(
  products: readonly ChosenProduct[],
  row: TProductRow,
  isWaitingForProduct: boolean,
): ProductChoice {
  if (isWaitingForProduct) return { refusal: TICKET_FORM_MESSAGES.productWhileWaiting };
  if (isProductChosen(products, row.id)) return { refusal: TICKET_FORM_MESSAGES.productDuplicate };
  return { products: [...products, toChosenProduct(row)] };
}
