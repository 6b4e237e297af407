import { describe, expect, it } from 'vitest';
import { buildLevelQuery, INITIAL_LEVEL_STATE } from './hierarchy-level-query';

describe('buildLevelQuery', () => {
  it('asks 10 a page by name ascending, without filters at first', () => {
    expect(buildLevelQuery(INITIAL_LEVEL_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 10 },
    });
  });

  it('sends the name trimmed and upper-cased the Turkish way, as contains', () => {
    const query = buildLevelQuery({ ...INITIAL_LEVEL_STATE, name: '  iade ', page: 2 });
    expect(query.filters).toEqual([
      { propertyName: 'name', operator: 'contains', targetValue: 'İADE' },
    ]);
    expect(query.paging).toEqual({ pageNumber: 2, maxItemCountPerPage: 10 });
  });

  it('sorts descending when asked', () => {
    const query = buildLevelQuery({
      ...INITIAL_LEVEL_STATE,
      sort: { field: 'name', order: 'descend' },
    });
    expect(query.sortings).toEqual([{ propertyName: 'name', priority: 0, direction: 1 }]);
  });
});
