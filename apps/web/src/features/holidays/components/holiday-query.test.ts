import { describe, expect, it } from 'vitest';
import { buildHolidayQuery, initialHolidayState } from './holiday-query';

describe('buildHolidayQuery', () => {
  it('asks for the year from its first day to the next one, by date, 10 a page', () => {
    expect(buildHolidayQuery(initialHolidayState(2027))).toEqual({
      filters: [
        { propertyName: 'Date', operator: 'greatherThanOrEqual', targetValue: '2027.01.01 00:00' },
        { propertyName: 'Date', operator: 'lessThan', targetValue: '2028.01.01 00:00' },
      ],
      sortings: [{ propertyName: 'Date', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 10 },
    });
  });

  it('sends the name in Turkish upper case, trimmed, and the page', () => {
    const query = buildHolidayQuery({ name: ' cumhuriyet bayramı ', year: 2026, page: 2 });
    expect(query.filters?.[0]).toEqual({
      propertyName: 'Name',
      operator: 'contains',
      targetValue: 'CUMHURİYET BAYRAMI',
    });
    expect(query.paging).toEqual({ pageNumber: 2, maxItemCountPerPage: 10 });
  });
});
