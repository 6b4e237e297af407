import { describe, expect, it } from 'vitest';
import {
  buildCustomerListQuery,
  type CustomerListState,
  DEFAULT_CUSTOMER_SORT,
  INITIAL_CUSTOMER_LIST_STATE,
  toCustomerListSort,
} from './customer-list-query';

const state = (partial: Partial<CustomerListState>): CustomerListState => ({
  ...INITIAL_CUSTOMER_LIST_STATE,
  ...partial,
});

describe('buildCustomerListQuery', () => {
  it('starts sorted by first name ascending, page 1 of 20, without filters', () => {
    expect(buildCustomerListQuery(INITIAL_CUSTOMER_LIST_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'firstName', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 20 },
    });
  });

  it('trims the texts, sends them with contains and leaves out empty ones', () => {
    const query = buildCustomerListQuery(
      state({
        filters: { firstName: '  Ayşe ', lastName: '   ', phoneNumber: '0532', emailAddress: '' },
      }),
    );
    expect(query.filters).toEqual([
      { propertyName: 'firstName', operator: 'contains', targetValue: 'Ayşe' },
      { propertyName: 'phoneNumber', operator: 'contains', targetValue: '0532' },
    ]);
  });

  it('sends the switches as equal true only when on', () => {
    expect(
      buildCustomerListQuery(state({ filters: { isActiveOnly: true, isFlaggedOnly: true } }))
        .filters,
    ).toEqual([
      { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
      { propertyName: 'isFlag', operator: 'equal', targetValue: 'true' },
    ]);
    expect(
      buildCustomerListQuery(state({ filters: { isActiveOnly: false, isFlaggedOnly: false } }))
        .filters,
    ).toEqual([]);
  });

  it('sends the sort direction and the page', () => {
    const query = buildCustomerListQuery(
      state({ sort: { field: 'lastName', order: 'descend' }, page: 3 }),
    );
    expect(query.sortings).toEqual([{ propertyName: 'lastName', priority: 0, direction: 1 }]);
    expect(query.paging).toEqual({ pageNumber: 3, maxItemCountPerPage: 20 });
  });
});

describe('toCustomerListSort', () => {
  it("reads antd's sorter", () => {
    expect(toCustomerListSort({ field: 'lastName', order: 'ascend' })).toEqual({
      field: 'lastName',
      order: 'ascend',
    });
    expect(toCustomerListSort([{ columnKey: 'firstName', order: 'descend' }])).toEqual({
      field: 'firstName',
      order: 'descend',
    });
  });

  it('falls back to first name ascending when cleared or not sortable', () => {
    expect(toCustomerListSort({ field: 'lastName', order: null })).toEqual(DEFAULT_CUSTOMER_SORT);
    expect(toCustomerListSort({ field: 'phoneNumber', order: 'ascend' })).toEqual(
      DEFAULT_CUSTOMER_SORT,
    );
    expect(toCustomerListSort([])).toEqual(DEFAULT_CUSTOMER_SORT);
  });
});
