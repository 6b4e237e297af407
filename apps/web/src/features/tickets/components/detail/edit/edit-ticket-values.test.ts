import type { TTicketDetail } from '@ccms/contract/tickets-detail/schemas';
import type { TTicketFormDraft } from '@ccms/contract/tickets-form/rules';
import { NIL_UUID } from '@ccms/contract/tickets-form/schemas';
import { describe, expect, it } from 'vitest';
import { ticketToFormValues, toEditDraft } from './edit-ticket-values';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ticket = {
  id: ID(1),
  customerId: ID(2),
  sourceId: ID(3),
  sourceName: 'Telefon',
  storeId: ID(4),
  storeFullName: 'ONLINE MAĞAZA',
  storeIsECommerce: true,
  ticketTypeId: ID(5),
  ticketCategoryId: ID(6),
  ticketSubCategoryId: ID(7),
  ticketCategorySetId: ID(8),
  ruleSetId: ID(9),
  storeViewId: null,
  storeViewName: null,
  description: 'Müşteri iade sürecini sordu.',
  device: 'App',
  deviceOs: 'IOS',
  problemId: null,
  cargoCompanyId: null,
  deliveryTypeId: null,
  order: { orderNumber: 'WS-1', orderCancellingId: null },
  campaign: null,
  products: [{ productId: ID(10), productName: 'Krem', barcode: '1', wescode: 'W', count: 2 }],
  currentWatsonsCardNo: null,
  answers: [],
  isWaitingForProduct: false,
} as unknown as TTicketDetail;

describe('ticketToFormValues', () => {
  it('fills the creation form from the ticket, kept open so no closing field shows', () => {
    const values = ticketToFormValues(ticket);
    expect(values).toMatchObject({
      sourceId: ID(3),
      storeId: ID(4),
      ticketSubCategoryId: ID(7),
      device: 'App',
      deviceOs: 'IOS',
      order: { orderNumber: 'WS-1', orderCancellingId: null },
      isNotClosed: true,
      files: [],
    });
    expect(values.products).toEqual([
      { productId: ID(10), productName: 'Krem', brand: '', barcode: '1', wescode: 'W', count: 2 },
    ]);
  });
});

describe('toEditDraft', () => {
  const draft = {
    id: ID(1),
    customerId: ID(2),
    ticketSubCategoryId: ID(7),
    ticketCategorySetId: NIL_UUID,
    ruleSetId: null,
    isNotClosed: true,
    callWrapUpId: null,
    customerVoiceId: null,
  } as unknown as TTicketFormDraft;

  it('drops what only creation decides', () => {
    const edit = toEditDraft({ ...draft, ticketCategorySetId: ID(11) }, ticket);
    expect(edit).not.toHaveProperty('isNotClosed');
    expect(edit).not.toHaveProperty('callWrapUpId');
    expect(edit).not.toHaveProperty('customerVoiceId');
    expect(edit.ticketCategorySetId).toBe(ID(11));
  });

  it("keeps the ticket's breakdown when its sub-category is unchanged but no longer offered", () => {
    expect(toEditDraft(draft, ticket)).toMatchObject({
      ticketCategorySetId: ID(8),
      ruleSetId: ID(9),
    });
    const changed = toEditDraft({ ...draft, ticketSubCategoryId: ID(12) }, ticket);
    expect(changed.ticketCategorySetId).toBe(NIL_UUID);
  });
});
