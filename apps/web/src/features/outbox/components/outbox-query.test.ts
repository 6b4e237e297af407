import { describe, expect, it } from 'vitest';
import { buildOutboxQuery, INITIAL_OUTBOX_STATE } from './outbox-query';

describe('buildOutboxQuery', () => {
  it('asks the newest messages first, 20 a page, without filters at first', () => {
    expect(buildOutboxQuery(INITIAL_OUTBOX_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'createdDate', priority: 0, direction: 1 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 20 },
    });
  });

  it('filters by state, kind, ticket number and the whole of the chosen days', () => {
    const query = buildOutboxQuery({
      filters: {
        state: 'dead',
        kind: 'red-alarm',
        ticketNo: 100123,
        from: '2026-03-01',
        to: '2026-03-02',
      },
      order: 'ascend',
      page: 2,
    });
    expect(query.filters).toEqual([
      { propertyName: 'state', operator: 'equal', targetValue: 'dead' },
      { propertyName: 'kind', operator: 'equal', targetValue: 'red-alarm' },
      { propertyName: 'ticketNo', operator: 'equal', targetValue: 100123 },
      {
        propertyName: 'createdDate',
        operator: 'greatherThanOrEqual',
        targetValue: '2026.03.01 00:00',
      },
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2026.03.02 23:59' },
    ]);
    expect(query.sortings?.[0]?.direction).toBe(0);
    expect(query.paging?.pageNumber).toBe(2);
  });

  it('leaves out an invalid day', () => {
    const query = buildOutboxQuery({ ...INITIAL_OUTBOX_STATE, filters: { from: '2026-02-31' } });
    expect(query.filters).toEqual([]);
  });
});
