import type { TTicketFormDraft } from './rules.ts';

/** A test uuid numbered n. */
export const uuid = (n: number) => `6f1c2c7e-0d51-4a5e-9a61-${String(n).padStart(12, '0')}`;

/** A complete creation form (no rule-driven field filled), for the tests of this folder. */
export function draft(overrides: Partial<TTicketFormDraft> = {}): TTicketFormDraft {
  return {
    id: uuid(1),
    customerId: uuid(2),
    sourceId: uuid(3),
    storeId: uuid(4),
    ticketTypeId: uuid(5),
    ticketCategoryId: uuid(6),
    ticketSubCategoryId: uuid(7),
    ticketCategorySetId: uuid(8),
    ruleSetId: uuid(9),
    description: 'Müşteri ürünü iade etmek istiyor.',
    products: [],
    answers: [],
    isNotClosed: false,
    isWaitingForProduct: false,
    storeViewId: null,
    ...overrides,
  };
}
