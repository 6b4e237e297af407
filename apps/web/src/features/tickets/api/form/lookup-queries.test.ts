import { describe, expect, it } from 'vitest';
import { buildCampaignsQuery } from './get-campaigns';
import { buildSourcesPageQuery } from './get-sources-page';
import { buildStoresPageQuery } from './get-stores-page';
import { buildTicketQuestionsQuery } from './get-ticket-questions';
import { buildProductListQuery } from './list-products';

describe('look-up queries of the ticket form', () => {
  it('searches products upper-cased the Turkish way, 5 a page, by brand, group, name', () => {
    expect(buildProductListQuery({ field: 'name', text: ' nemlendirici ', pageNumber: 2 })).toEqual(
      {
        filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'NEMLENDİRİCİ' }],
        sortings: [
          { propertyName: 'brandDescription', priority: 0, direction: 0 },
          { propertyName: 'groupName', priority: 1, direction: 0 },
          { propertyName: 'name', priority: 2, direction: 0 },
        ],
        paging: { pageNumber: 2, maxItemCountPerPage: 5 },
      },
    );
    expect(buildProductListQuery({ field: 'barcodeNo', text: '', pageNumber: 0 })).toMatchObject({
      filters: [],
      paging: { pageNumber: 1 },
    });
  });

  it('looks stores up by name, 30 a page', () => {
    expect(buildStoresPageQuery('kadıköy')).toEqual({
      filters: [{ propertyName: 'name', operator: 'contains', targetValue: 'kadıköy' }],
      sortings: [{ propertyName: 'name', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
    expect(buildStoresPageQuery('  ').filters).toEqual([]);
  });

  it("limits a store manager's sources to the 'Magaza' group", () => {
    expect(buildSourcesPageQuery('', false).filters).toEqual([]);
    expect(buildSourcesPageQuery('tel', true)).toMatchObject({
      filters: [
        { propertyName: 'name', operator: 'contains', targetValue: 'tel' },
        { propertyName: 'groupName', operator: 'contains', targetValue: 'Magaza' },
      ],
      paging: { pageNumber: 1, maxItemCountPerPage: 30 },
    });
  });

  it('offers campaigns of the kind of the breakdown', () => {
    expect(buildCampaignsQuery(true).filters).toEqual([
      { propertyName: 'isOnlineShop', operator: 'equal', targetValue: 1 },
    ]);
    expect(buildCampaignsQuery(false).filters).toEqual([
      { propertyName: 'isOnlineShop', operator: 'equal', targetValue: 0 },
    ]);
  });

  it('asks every active survey question in order', () => {
    expect(buildTicketQuestionsQuery()).toEqual({
      filters: [],
      sortings: [{ propertyName: 'order', priority: 0, direction: 0 }],
      paging: { pageNumber: 1, maxItemCountPerPage: 100 },
    });
  });
});
