import { PAGE_SIZES } from '@ccms/contract/constants';
import { getAllStoresPageEndpoint } from '@ccms/contract/endpoints/organisation-stores';
import type { TPaged } from '@ccms/contract/envelope';
import type { TUnitLookupRow } from '@ccms/contract/organisation/stores';
import { SORT_DIRECTION, type TQueryFormatter } from '@ccms/contract/query-format';
import { callEndpoint } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../lib/reference-query-key';

/** Active units whose name contains the term (upper-cased the Turkish way), 30 at most. */
export function buildUnitSearchQuery(term: string): TQueryFormatter {
  const name = term.trim().toLocaleUpperCase('tr-TR');
  return {
    filters: [
      { propertyName: 'isActive', operator: 'equal', targetValue: 'true' },
      ...(name ? [{ propertyName: 'name', operator: 'contains' as const, targetValue: name }] : []),
    ],
    sortings: [{ propertyName: 'name', priority: 0, direction: SORT_DIRECTION.ascending }],
    paging: { pageNumber: 1, maxItemCountPerPage: PAGE_SIZES.lookup },
  };
}

/** POST /api/watsonsstore/GetAllStoresPage: the store pickers, with each unit's type. */
export function unitsSearch(term: string) {
  const query = buildUnitSearchQuery(term);
  return {
    queryKey: [...REFERENCE_QUERY_KEY, 'units', query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(getAllStoresPageEndpoint, { body: query }, { signal }),
    select: (page: TPaged<TUnitLookupRow>) => page.items,
  };
}
