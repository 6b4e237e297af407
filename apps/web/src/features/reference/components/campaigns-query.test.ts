import { describe, expect, it } from 'vitest';
import { buildCampaignsPageQuery, INITIAL_CAMPAIGNS_STATE } from './campaigns-query';

describe('the campaigns page query', () => {
  it('asks 100 campaigns a page by name at first', () => {
    expect(buildCampaignsPageQuery(INITIAL_CAMPAIGNS_STATE)).toEqual({
      filters: [],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 100 },
    });
  });

  it('follows the page and the sort the table asks for', () => {
    expect(
      buildCampaignsPageQuery({ page: 2, sort: { field: 'isOnlineShop', order: 'descend' } }),
    ).toMatchObject({
      sortings: [{ propertyName: 'isOnlineShop', priority: 0, direction: 1 }],
      paging: { pageNumber: 2 },
    });
  });

  it('searches the name, trimmed, as contains', () => {
    expect(
      buildCampaignsPageQuery({ ...INITIAL_CAMPAIGNS_STATE, name: '  İndirim ' }).filters,
    ).toEqual([{ propertyName: 'name', operator: 'contains', targetValue: 'İndirim' }]);
  });
});
