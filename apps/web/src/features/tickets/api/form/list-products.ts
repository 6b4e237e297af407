import { PAGE_SIZES } from '@ccms/contract/constants';
import { listProductsEndpoint } from '@ccms/contract/endpoints/reference';
import type { TPaged } from '@ccms/contract/envelope';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import type { PRODUCT_LIST_FILTERS, TProductRow } from '@ccms/contract/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../../lib/reference-query-key';

/** The catalogue columns the product search can look in. */
export type ProductSearchField = keyof typeof PRODUCT_LIST_FILTERS;
export type ProductSearch = { field: ProductSearchField; text: string; pageNumber: number };

/**
 * One page of the catalogue, 5 a page, sorted by brand, group and name; the search value is
 * upper-cased the Turkish way (i → İ), as the catalogue is written.
 */
export function buildProductListQuery({ field, text, pageNumber }: ProductSearch): TQueryFormatter {
  const value = text.trim().toLocaleUpperCase('tr-TR');
  return {
    filters: value ? [{ propertyName: field, operator: 'contains', targetValue: value }] : [],
    sortings: [
      { propertyName: 'brandDescription', priority: 0, direction: SORT_DIRECTION.ascending },
      { propertyName: 'groupName', priority: 1, direction: SORT_DIRECTION.ascending },
      { propertyName: 'name', priority: 2, direction: SORT_DIRECTION.ascending },
    ],
    paging: {
      pageNumber: Math.max(1, Math.trunc(pageNumber)),
      maxItemCountPerPage: PAGE_SIZES.productSearch,
    },
  };
}

/** POST /api/product/list: one page of the active product catalogue. */
export function listProducts(
  query: TQueryFormatter,
  signal?: AbortSignal,
): Promise<TPaged<TProductRow>> {
  return callEndpoint(listProductsEndpoint, { body: query }, { signal });
}

export function listProductsQueryOptions(search: ProductSearch) {
  const query = buildProductListQuery(search);
  return queryOptions({
    queryKey: [...REFERENCE_QUERY_KEY, 'products', query],
    queryFn: ({ signal }) => listProducts(query, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Asked only while the form shows the product picker. */
export function useListProducts(search: ProductSearch, enabled: boolean) {
  return useQuery({ ...listProductsQueryOptions(search), enabled });
}
