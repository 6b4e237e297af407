import { describe, expect, it } from 'vitest';
import { buildSignInAttemptsQuery, INITIAL_SIGN_IN_ATTEMPTS_STATE } from './sign-in-attempts-query';

describe('buildSignInAttemptsQuery', () => {
  it('sends nothing but the date order and the first page when no filter is chosen', () => {
    const query = buildSignInAttemptsQuery(INITIAL_SIGN_IN_ATTEMPTS_STATE);
    expect(query.filters).toEqual([]);
    expect(query.sortings).toEqual([{ propertyName: 'createdDate', priority: 0, direction: 1 }]);
    expect(query.paging).toEqual({ pageNumber: 1, maxItemCountPerPage: 20 });
  });

  it('sends the account name part, the outcome as a boolean and whole days', () => {
    const query = buildSignInAttemptsQuery({
      filters: {
        accountName: '  ayse@ ',
        outcome: 'failure',
        from: '2026-03-02',
        to: '2026-03-03',
      },
      order: 'ascend',
      page: 3,
    });
    expect(query.filters).toEqual([
      { propertyName: 'accountName', operator: 'contains', targetValue: 'ayse@' },
      { propertyName: 'isSuccessful', operator: 'equal', targetValue: false },
      {
        propertyName: 'createdDate',
        operator: 'greatherThanOrEqual',
        targetValue: '2026.03.02 00:00',
      },
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2026.03.03 23:59' },
    ]);
    expect(query.paging?.pageNumber).toBe(3);
  });
});
