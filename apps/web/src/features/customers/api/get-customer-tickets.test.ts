import { describe, expect, it } from 'vitest';
import { buildCustomerTicketsRequest, customerTicketsQueryKey } from './get-customer-tickets';

const customerId = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';

describe('buildCustomerTicketsRequest', () => {
  it('asks for 20 tickets a page, newest first', () => {
    expect(buildCustomerTicketsRequest(customerId, 3)).toEqual({
      customerId,
      formatter: {
        filters: [],
        sortings: [{ propertyName: 'createdDate', priority: 0, direction: 1 }],
        paging: { pageNumber: 3, maxItemCountPerPage: 20 },
      },
    });
  });

  it('never asks for a page before the first', () => {
    expect(buildCustomerTicketsRequest(customerId, 0).formatter.paging?.pageNumber).toBe(1);
  });
});

describe('customerTicketsQueryKey', () => {
  it('lives under the customer, so refreshing the customer refreshes its tickets', () => {
    expect(customerTicketsQueryKey(customerId, 2)).toEqual([
      'customers',
      'by-id',
      customerId,
      'tickets',
      2,
    ]);
  });
});
