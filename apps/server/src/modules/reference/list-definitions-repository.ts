import { PAGE_SIZES } from '@ccms/contract/constants';
import {
  CAMPAIGN_LOOKUP_FILTERS,
  CAMPAIGN_LOOKUP_SORTABLE,
  PRODUCT_LIST_FILTERS,
  PRODUCT_LIST_SORTABLE,
  SOURCE_PAGE_FILTERS,
  SOURCE_PAGE_SORTABLE,
  STORE_LOOKUP_FILTERS,
  STORE_LOOKUP_SORTABLE,
  TICKET_QUESTION_FILTERS,
  TICKET_QUESTION_SORTABLE,
} from '@ccms/contract/reference';
import { eq } from 'drizzle-orm';
import { campaigns, products, sources, stores, ticketQuestions } from '../../db/schema/index.ts';
import { defineList } from '../../platform/query-format.ts';

/** What the look-ups offer unless asked otherwise: active rows. */
export const ONLY_ACTIVE = {
  stores: eq(stores.isActive, true),
  products: eq(products.isActive, true),
  campaigns: eq(campaigns.isActive, true),
  ticketQuestions: eq(ticketQuestions.isActive, true),
};

/** watsonsstore/GetStoresPage: units by name, 30 a page. */
export const STORE_LOOKUP = defineList({
  filters: STORE_LOOKUP_FILTERS,
  sortable: STORE_LOOKUP_SORTABLE,
  columns: { name: stores.name },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: stores.id,
  defaultPageSize: PAGE_SIZES.lookup,
});

/** product/list: the catalogue, brand then group then name, 5 a page. */
export const PRODUCT_LIST = defineList({
  filters: PRODUCT_LIST_FILTERS,
  sortable: PRODUCT_LIST_SORTABLE,
  columns: {
    name: products.name,
    brandDescription: products.brandDescription,
    barcodeNo: products.barcodeNo,
    wesCode: products.wesCode,
    groupName: products.groupName,
  },
  defaultSort: [
    { property: 'brandDescription', direction: 0 },
    { property: 'groupName', direction: 0 },
    { property: 'name', direction: 0 },
  ],
  tieBreaker: products.id,
  defaultPageSize: PAGE_SIZES.productSearch,
});

/** campaign/GetCampaigns: isOnlineShop is the campaign type (0 or 1). */
export const CAMPAIGN_LOOKUP = defineList({
  filters: CAMPAIGN_LOOKUP_FILTERS,
  sortable: CAMPAIGN_LOOKUP_SORTABLE,
  columns: { name: campaigns.name, isOnlineShop: campaigns.campaignType },
  overrides: { isOnlineShop: { type: 'number' } },
  turkishOrder: ['name'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: campaigns.id,
  defaultPageSize: PAGE_SIZES.campaigns,
});

/** ticketquestion/GetTicketQuestions: survey questions in their order. */
export const TICKET_QUESTION_LIST = defineList({
  filters: TICKET_QUESTION_FILTERS,
  sortable: TICKET_QUESTION_SORTABLE,
  columns: {
    isActive: ticketQuestions.isActive,
    description: ticketQuestions.description,
    order: ticketQuestions.order,
  },
  defaultSort: [{ property: 'order', direction: 0 }],
  tieBreaker: ticketQuestions.id,
  defaultPageSize: PAGE_SIZES.lookup,
});

/** sources/GetSourcesPage: sources by name, 30 a page. */
export const SOURCE_PAGE = defineList({
  filters: SOURCE_PAGE_FILTERS,
  sortable: SOURCE_PAGE_SORTABLE,
  columns: { name: sources.name, groupName: sources.groupName, order: sources.order },
  overrides: { order: { type: 'number' } },
  turkishOrder: ['name', 'groupName'],
  defaultSort: [{ property: 'name', direction: 0 }],
  tieBreaker: sources.id,
  defaultPageSize: PAGE_SIZES.lookup,
});
