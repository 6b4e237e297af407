import { describe, expect, it } from 'vitest';
import { buildAuditLogQuery, INITIAL_AUDIT_LOG_STATE } from './audit-log-query';

const USER = '5d6c6c0e-3a55-4d3c-9a57-5c1e8f0e7a11';

describe('buildAuditLogQuery', () => {
  it('asks the newest entries first, 20 a page, without filters at first', () => {
    expect(buildAuditLogQuery(INITIAL_AUDIT_LOG_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'createdDate', priority: 0, direction: 1 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 20 },
    });
  });

  it('filters by user, entity type and the whole of the chosen days', () => {
    const query = buildAuditLogQuery({
      filters: {
        user: { id: USER, displayName: 'Ayşe Yılmaz' },
        entityType: 'categorySet',
        from: '2025-03-01',
        to: '2025-03-31',
      },
      order: 'descend',
      page: 3,
    });
    expect(query.filters).toEqual([
      { propertyName: 'userId', operator: 'equal', targetValue: USER },
      { propertyName: 'entityType', operator: 'equal', targetValue: 'categorySet' },
      {
        propertyName: 'createdDate',
        operator: 'greatherThanOrEqual',
        targetValue: '2025.03.01 00:00',
      },
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2025.03.31 23:59' },
    ]);
    expect(query.paging).toEqual({ pageNumber: 3, maxItemCountPerPage: 20 });
  });

  it('leaves an open end open and ignores a day that does not exist', () => {
    const query = buildAuditLogQuery({
      ...INITIAL_AUDIT_LOG_STATE,
      filters: { from: '2025-02-30', to: '2025-03-02', entityType: null, user: null },
    });
    expect(query.filters).toEqual([
      { propertyName: 'createdDate', operator: 'lessThanOrEqual', targetValue: '2025.03.02 23:59' },
    ]);
  });

  it('sorts oldest first when the date column is turned round', () => {
    const query = buildAuditLogQuery({ ...INITIAL_AUDIT_LOG_STATE, order: 'ascend' });
    expect(query.sortings).toEqual([{ propertyName: 'createdDate', priority: 0, direction: 0 }]);
  });
});
