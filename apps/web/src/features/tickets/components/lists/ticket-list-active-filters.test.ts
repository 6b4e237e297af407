import { describe, expect, it } from 'vitest';
import { activeTicketListFilterFields } from './ticket-list-active-filters';

describe('activeTicketListFilterFields', () => {
  it('counts no filter for the initial state', () => {
    expect(activeTicketListFilterFields({ status: 'all' }).size).toBe(0);
  });

  it('names one card field per filter: a range once, a user by its select', () => {
    const fields = activeTicketListFilterFields({
      status: 'open',
      createdDateFrom: '2026-11-01',
      createdDateTo: '2026-11-20',
      creatorUserId: '6f1c1b1e-3c1a-4d0e-9a55-1f3c1b1e3c1a',
      creatorUserDisplayName: 'Ayşe Kaya',
      customerPhoneNumber: '',
      isAllTickets: true,
      hasDiscountCode: false,
    });
    expect([...fields].sort()).toEqual(['createdRange', 'creatorUser', 'isAllTickets', 'status']);
  });
});
